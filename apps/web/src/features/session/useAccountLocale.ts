import { useEffect } from 'react';
import { switchLocale } from '../../shared/i18n/i18n.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { useSessionQuery } from './useSessionQuery.ts';

/**
 * Signed in, the account's language wins over the browser's (issue 36): when the session names another language
 * than the page's, the page switches to it (and the `lang` cookie remembers it for the next page the server renders).
 */
export function useAccountLocale(): void {
  const { locale } = useT();
  const accountLocale = useSessionQuery().data?.user?.locale;
  useEffect(() => {
    if (accountLocale && accountLocale !== locale) {
      // Offline, its texts may not load: the page stays as it is.
      switchLocale(accountLocale).catch(() => undefined);
    }
  }, [accountLocale, locale]);
}
