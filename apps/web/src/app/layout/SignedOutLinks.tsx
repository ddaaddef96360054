import { Button, Group } from '@mantine/core';
import type { TMenuActionId, TMenuEntry } from '@roteiro/domain/navigation/menus';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';
import { useMenuLabel } from './menuLabels.ts';

type TSignedOutLinksProps = { entries: readonly TMenuEntry[]; onAction: (action: TMenuActionId) => void };

/** The page an action falls back to when opened in a new tab (the quote modal's own page). */
const ACTION_PATHS: Partial<Record<TMenuActionId, string>> = { openQuote: '/concierge/quote' };

/** The visitor's navbar on tablets and desktops: plain links, the quote request as the call to action. */
export function SignedOutLinks({ entries, onAction }: TSignedOutLinksProps) {
  const { t } = useT();
  const labelOf = useMenuLabel();
  return (
    <Group component="nav" aria-label={t('common.nav.main')} gap="xs" wrap="nowrap">
      {entries.map((entry) => {
        if (entry.kind === 'link') {
          return (
            <Button key={entry.label} component={Link} to={entry.path} variant="subtle">
              {labelOf(entry)}
            </Button>
          );
        }
        const path = entry.kind === 'action' ? ACTION_PATHS[entry.action] : undefined;
        if (entry.kind !== 'action' || !path) {
          return null;
        }
        const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
          // A plain click opens the modal; ctrl/cmd/middle click still opens the page in a new tab.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
            return;
          }
          event.preventDefault();
          onAction(entry.action);
        };
        return (
          <Button key={entry.label} component={Link} to={path} onClick={handleClick} color="terracotta">
            {labelOf(entry)}
          </Button>
        );
      })}
    </Group>
  );
}
