import './storefront.css';
import './global.css';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useT } from '../shared/i18n/useT.tsx';
import { ToastHost } from '../shared/ui/ToastHost.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

type TAppProvidersProps = { queryClient: QueryClient; i18n: I18n; children: ReactNode };

export function AppProviders({ queryClient, i18n, children }: TAppProvidersProps) {
  // Marks the page as taken over by the app (a server-rendered page is inert until then): tests wait for it
  // before they click, as a person's click before that moment would submit a form the browser's own way.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeInLanguage>{children}</ThemeInLanguage>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** Mantine with the app's theme, whose own words (the password fields' show/hide button) are in the page's language. */
function ThemeInLanguage({ children }: { children: ReactNode }) {
  const { t } = useT();
  const showTyped = t('common.table.showTyped');
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': showTyped } } },
        },
      }),
    [showTyped],
  );
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ToastHost />
      {children}
    </MantineProvider>
  );
}
