import { Burger, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TSessionUser } from '@roteiro/domain/auth/roles';
import type { TMenuActionId, TMenuEntry, TMenuLink } from '@roteiro/domain/navigation/menus';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../shared/ui/Avatar.tsx';
import { ActivityInProgressSlot } from './ActivityInProgressSlot.tsx';

type TMobileNavProps = {
  user: TSessionUser | null;
  entries: readonly TMenuEntry[];
  onAction: (action: TMenuActionId) => void;
};

const DRAWER_ID = 'mobile-navigation';

/** Phones: a Burger named "Open navigation" opens a drawer named "Menu" with every item. */
export function MobileNav({ user, entries, onAction }: TMobileNavProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname, search } = useLocation();
  const isCurrent = (path: string) => `${pathname}${search}` === path;

  const renderLink = (item: TMenuLink) => (
    <NavLink
      key={item.label}
      component={Link}
      to={item.path}
      label={item.label}
      active={isCurrent(item.path)}
      onClick={close}
      mih={44}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );

  const renderEntry = (entry: TMenuEntry): ReactNode => {
    switch (entry.kind) {
      case 'slot':
        return <ActivityInProgressSlot key={entry.slot} />;
      case 'link':
        return renderLink(entry);
      case 'group':
        return (
          <NavLink key={entry.label} component="button" label={entry.label} mih={44} childrenOffset="md">
            {entry.items.map(renderLink)}
          </NavLink>
        );
      case 'action':
        return (
          <NavLink
            key={entry.label}
            component="button"
            label={entry.label}
            color={entry.action === 'signOut' ? 'red' : undefined}
            c={entry.action === 'signOut' ? 'red.8' : undefined}
            mih={44}
            onClick={() => {
              close();
              onAction(entry.action);
            }}
          />
        );
    }
  };

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        aria-label="Open navigation"
        aria-expanded={opened}
        aria-controls={DRAWER_ID}
      />
      <Drawer
        opened={opened}
        onClose={close}
        title="Menu"
        position="right"
        size="min(100%, 22rem)"
        id={DRAWER_ID}
      >
        {user && (
          <>
            <Group gap="sm" wrap="nowrap" mb="sm">
              <Avatar name={user.name} image={user.image} isDecorative />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate="end">
                  {user.name}
                </Text>
                <Text size="sm" c="dimmed" truncate="end">
                  {user.email}
                </Text>
              </div>
            </Group>
            <Divider mb="sm" />
          </>
        )}
        <Stack component="nav" aria-label="Main" gap={4}>
          {entries.map(renderEntry)}
        </Stack>
      </Drawer>
    </>
  );
}
