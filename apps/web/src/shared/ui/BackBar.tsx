import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/useT.tsx';

type TBackBarProps = {
  title: string;
  /** The title's language when it is not the page's (an activity not yet translated: `en`). */
  titleLang?: string;
  /** A named route to go back to; without it, the previous page in history, else home. */
  to?: string;
  /** Shown at the end of the bar (e.g. the share bar). */
  children?: ReactNode;
};

/** Whether the browser came to this page from a page of this site (the referrer keeps its origin: same-origin). */
function cameFromThisSite(): boolean {
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** An arrow back and the page's title (catalogue.md §2, back bar). */
export function BackBar({ title, titleLang, to, children }: TBackBarProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();

  // The arrow is a form's button, so that a tap before the app has started (a server-rendered page on a phone
  // still loading the code) leads somewhere: to `to`, else the home page. Once started, the app goes back itself.
  const handleBack = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (to) {
      void navigate(to);
    } else if (window.history.length > 1 && (location.key !== 'default' || cameFromThisSite())) {
      // 'default' is the key of the first page the app opened: the page before it is one of ours only when the
      // browser came from this site (a link followed before the app had started is a full page load).
      void navigate(-1);
    } else {
      void navigate('/');
    }
  };

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="sm">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 auto' }}>
        <form action={to ?? '/'} method="get" onSubmit={handleBack} style={{ display: 'contents' }}>
          <ActionIcon type="submit" variant="subtle" size={44} aria-label={t('common.back.goBack')}>
            <IconArrowLeft size={22} aria-hidden />
          </ActionIcon>
        </form>
        <Title
          order={1}
          lang={titleLang}
          fz={{ base: 'h3', sm: 'h2' }}
          style={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Title>
      </Group>
      {children}
    </Group>
  );
}
