import { I18nProvider } from '@lingui/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { TNamespace } from '../../shared/i18n/catalogues.ts';
import { englishI18n, ensureEnglish } from '../../shared/i18n/i18n.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

type TEnglishPageProps = { namespaces: readonly TNamespace[]; children: ReactNode };

/**
 * A page not yet translated (the operator and admin areas) in English throughout, whatever the storefront's
 * language: the pieces it shares with the storefront (the booking's times, prices and tickets, dates, the
 * shared messages) too, as its `<main lang="en">` says. Its English texts normally arrive with its code
 * (routeKit); a page reached without them waits for them here, and shows in the storefront's language if
 * they cannot be loaded (offline).
 */
export function EnglishPage({ namespaces, children }: TEnglishPageProps) {
  const { locale } = useT();
  const [, setLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const english = locale === 'en' ? null : englishI18n(namespaces);
  const missing = locale !== 'en' && !english && !failed;
  const key = namespaces.join(',');

  useEffect(() => {
    if (!missing) {
      return;
    }
    let live = true;
    ensureEnglish(key ? (key.split(',') as TNamespace[]) : []).then(
      () => live && setLoaded((count) => count + 1),
      // Offline: the page in the storefront's language rather than no page.
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [missing, key]);

  if (locale === 'en' || failed) {
    return children;
  }
  if (!english) {
    return <PageLoader />;
  }
  return <I18nProvider i18n={english}>{children}</I18nProvider>;
}
