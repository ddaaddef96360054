import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useReferralCapture } from '../../features/referral/useReferralCapture.ts';
import { sessionKeys } from '../../features/session/sessionKeys.ts';
import { useAccountLocale } from '../../features/session/useAccountLocale.ts';
import { namespacesOf } from '../../shared/i18n/catalogues.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { takeFlash } from '../../shared/lib/flash.ts';
import { InLanguage } from '../../shared/ui/InLanguage.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { isTranslatedRoute, resolveRouteMeta, type TRouteMeta } from '../routeMeta.ts';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';

/** Sets the document title and description from the matched routes' metadata. */
function useDocumentMeta({ title, description }: TRouteMeta): void {
  useEffect(() => {
    document.title = title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}

/** Re-checks the session on every route change, so a deactivated account is signed out on its next click. */
function useSessionRefetchOnNavigation(): void {
  const { key } = useLocation();
  const queryClient = useQueryClient();
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current === key) {
      return;
    }
    previousKey.current = key;
    void queryClient.refetchQueries({ queryKey: sessionKeys.current() }, { cancelRefetch: false });
  }, [key, queryClient]);
}

/** Shows the message the previous page left for this one (e.g. after signing out), once. */
function useFlashMessage(): void {
  useEffect(() => {
    const text = takeFlash();
    if (text) {
      toast.success(text);
    }
  }, []);
}

/** The page frame: navbar and footer as the route's `chrome` asks, and the per-navigation duties. */
export function RootLayout() {
  const { t, locale, pseudo } = useT();
  const handles = useMatches().map((match) => match.handle);
  const meta = resolveRouteMeta(handles, (id) => t(id), locale, pseudo);
  // A page not yet in Portuguese says it is English, so screen readers read it as English.
  const pageLang = isTranslatedRoute(handles) ? undefined : 'en';
  useDocumentMeta(meta);
  useSessionRefetchOnNavigation();
  useAccountLocale();
  useReferralCapture();
  useFlashMessage();

  return (
    <>
      <a href="#main" className="skip-link">
        {t('common.layout.skipToContent')}
      </a>
      <NavigationProgress />
      {meta.chrome !== 'none' && <Navbar />}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        lang={pageLang ?? locale}
        style={{ flex: 1, outline: 'none' }}
      >
        {pageLang ? (
          <InLanguage locale="en" namespaces={namespacesOf(handles)}>
            <Outlet />
          </InLanguage>
        ) : (
          <Outlet />
        )}
      </Box>
      {meta.chrome === 'full' && <Footer />}
      <ScrollRestoration />
    </>
  );
}
