import { Button, Group } from '@mantine/core';
import type { TMenuEntry } from '@roteiro/domain/navigation/menus';
import { Link } from 'react-router';

type TSignedOutLinksProps = { entries: readonly TMenuEntry[] };

const isCallToAction = (path: string) => path.startsWith('/concierge/quote');

/** The visitor's navbar on tablets and desktops: plain links, the quote request as the call to action. */
export function SignedOutLinks({ entries }: TSignedOutLinksProps) {
  return (
    <Group component="nav" aria-label="Main" gap="xs" wrap="nowrap">
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <Button
            key={entry.label}
            component={Link}
            to={entry.path}
            variant={isCallToAction(entry.path) ? 'filled' : 'subtle'}
            color={isCallToAction(entry.path) ? 'terracotta' : undefined}
          >
            {entry.label}
          </Button>
        ) : null,
      )}
    </Group>
  );
}
