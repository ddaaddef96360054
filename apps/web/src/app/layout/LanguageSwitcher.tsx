import { Button } from '@mantine/core';
import { LOCALE_NAMES, LOCALE_QUERY, type TLocale, withLocaleQuery } from '@roteiro/domain/i18n/locale';
import { IconLanguage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cachedSessionUser } from '../../features/session/sessionCache.ts';
import { switchLocale } from '../../shared/i18n/i18n.ts';
import { useT } from '../../shared/i18n/useT.tsx';

/**
 * The storefront's language switch: a link to this page in the other language (`?lang=pt`,
 * which works before the app has started too); a click switches in place and remembers the choice. Signed in, the
 * click also saves it as the account's language (issue 36), which wins over the browser's: unsaved, the page
 * would switch straight back.
 */
export function LanguageSwitcher() {
  const texts = useT();
  const { locale } = texts;
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [isSwitching, setSwitching] = useState(false);
  const other: TLocale = locale === 'en' ? 'pt-PT' : 'en';
  const here = `${location.pathname}${location.search}`;

  const handleClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    setSwitching(true);
    try {
      if (cachedSessionUser(queryClient)) {
        // Loaded on use, with its error toast: the storefront's first load is mostly visitors'.
        const { switchAccountLanguage } = await import('../../features/settings/accountLanguage.ts');
        if (!(await switchAccountLanguage(queryClient, other, texts))) {
          return;
        }
      } else {
        await switchLocale(other);
      }
    } finally {
      setSwitching(false);
    }
    // The page's explicit language would win over the choice on a reload: drop it.
    if (new URLSearchParams(location.search).has(LOCALE_QUERY)) {
      await navigate(`${withLocaleQuery(here, null)}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
        state: location.state,
      });
    }
  };

  return (
    <Button
      component="a"
      href={withLocaleQuery(here, other)}
      hrefLang={other}
      lang={other}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => void handleClick(event)}
      loading={isSwitching}
      variant="subtle"
      color="azulejo"
      px="xs"
      mih={44}
      leftSection={<IconLanguage size={18} aria-hidden />}
    >
      {LOCALE_NAMES[other]}
    </Button>
  );
}
