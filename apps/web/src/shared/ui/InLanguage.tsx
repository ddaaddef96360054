import { I18nProvider, useLingui } from '@lingui/react';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { type ReactNode, useEffect, useState } from 'react';
import type { TNamespace } from '../i18n/catalogues.ts';
import { ensureLanguage, fixedI18n, pseudoTextOf } from '../i18n/i18n.ts';
import { PageLoader } from './PageLoader.tsx';

type TInLanguageProps = { locale: TLocale; namespaces: readonly TNamespace[]; children: ReactNode };

/**
 * A part of a page in a language of its own, whatever the storefront's: a page not yet translated (the operator
 * and admin areas) in English throughout, the pieces it shares with the storefront too (the booking's times,
 * prices and tickets, dates, the shared messages), as its `<main lang="en">` says; printed tickets in their
 * customer's language. Its texts normally arrive with the page's code (routeKit); otherwise it waits for them
 * here, and shows in the storefront's language if they cannot be loaded (offline). The caller sets `lang`.
 */
export function InLanguage({ locale, namespaces, children }: TInLanguageProps) {
  const { i18n } = useLingui();
  // In the browser tests' pseudo-locale a part fixed in English shows real English (the test finds it untranslated).
  const isActive = locale === i18n.locale && !pseudoTextOf(i18n);
  const [, setLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const fixed = isActive ? null : fixedI18n(locale, namespaces);
  const missing = !isActive && !fixed && !failed;
  const key = namespaces.join(',');

  useEffect(() => {
    if (!missing) {
      return;
    }
    let live = true;
    ensureLanguage(locale, key ? (key.split(',') as TNamespace[]) : []).then(
      () => live && setLoaded((count) => count + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [missing, locale, key]);

  if (isActive || failed) {
    return children;
  }
  if (!fixed) {
    return <PageLoader />;
  }
  return <I18nProvider i18n={fixed}>{children}</I18nProvider>;
}
