import '../../shared/ui/styles/menus.ts';
import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TSessionUser } from '@roteiro/domain/auth/roles';
import type { TMenuActionId, TMenuEntry } from '@roteiro/domain/navigation/menus';
import { IconChevronDown, IconChevronRight, IconExternalLink, IconLogout } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';
import { Avatar } from '../../shared/ui/Avatar.tsx';
import { ActivityInProgressSlot } from './ActivityInProgressSlot.tsx';
import { useMenuLabel } from './menuLabels.ts';
import { useAccountActions } from './useAccountActions.ts';

type TAccountMenuProps = {
  user: TSessionUser;
  entries: readonly TMenuEntry[];
  onAction: (action: TMenuActionId) => void;
};

/** The signed-in menu on tablets and desktops: a button named "{name}, account menu" opening the role's items. */
export function AccountMenu({ user, entries, onAction: onDialogAction }: TAccountMenuProps) {
  const onAction = useAccountActions(onDialogAction);
  const labelOf = useMenuLabel();
  const { t } = useT();
  const renderEntry = (entry: TMenuEntry): ReactNode => {
    switch (entry.kind) {
      case 'slot':
        return <ActivityInProgressSlot key={entry.slot} />;
      case 'link':
        return (
          <Menu.Item key={entry.label} component={Link} to={entry.path}>
            {labelOf(entry)}
          </Menu.Item>
        );
      case 'group':
        return (
          <Menu.Sub key={entry.label} position="left-start">
            <Menu.Sub.Target>
              <Menu.Sub.Item rightSection={<IconChevronRight size={16} aria-hidden />}>
                {labelOf(entry)}
              </Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown>
              {entry.items.map((item) => (
                <Menu.Item key={item.label} component={Link} to={item.path}>
                  {labelOf(item)}
                </Menu.Item>
              ))}
            </Menu.Sub.Dropdown>
          </Menu.Sub>
        );
      case 'action':
        return (
          <Fragment key={entry.label}>
            {entry.action === 'signOut' && <Menu.Divider />}
            <Menu.Item
              onClick={() => onAction(entry.action)}
              color={entry.action === 'signOut' ? 'red.8' : undefined}
              leftSection={actionIcon(entry.action)}
            >
              {labelOf(entry)}
            </Menu.Item>
          </Fragment>
        );
    }
  };

  return (
    <Menu position="bottom-end" width={270} shadow="md" trigger="click" loop>
      <Menu.Target>
        <UnstyledButton px="xs" style={{ borderRadius: 'var(--mantine-radius-md)', minHeight: 44 }}>
          {/* Named by what it shows, then what it is (WCAG 2.5.3, label in name: "click Ana Costa" works by voice). */}
          <Group gap={10} wrap="nowrap">
            <Avatar name={user.name} image={user.image} size={34} isDecorative />
            <Text fw={600} size="sm" maw={180} truncate="end">
              {user.name}
            </Text>
            <VisuallyHidden>{t('common.nav.accountMenu')}</VisuallyHidden>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {entries.map(renderEntry)}
      </Menu.Dropdown>
    </Menu>
  );
}

function actionIcon(action: TMenuActionId) {
  switch (action) {
    case 'signOut':
      return <IconLogout size={16} aria-hidden />;
    case 'openPaymentDashboard':
      return <IconExternalLink size={16} aria-hidden />;
    default:
      return null;
  }
}
