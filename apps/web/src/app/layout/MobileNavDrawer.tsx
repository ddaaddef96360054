import '../../shared/ui/styles/menus.ts';
import { Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { CATEGORY_PAGES } from '@roteiro/domain/catalogue/storefront';
import type { TMenuActionId, TMenuEntry, TMenuLink } from '@roteiro/domain/navigation/menus';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';
import { Avatar } from '../../shared/ui/Avatar.tsx';
import { ActivityInProgressSlot } from './ActivityInProgressSlot.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { useMenuLabel } from './menuLabels.ts';
import { MOBILE_NAV_DRAWER_ID } from './mobileNavDrawerId.ts';
import { useAccountActions } from './useAccountActions.ts';

type TMobileNavDrawerProps = {
  user: TSessionUser | null;
  entries: readonly TMenuEntry[];
  onAction: (action: TMenuActionId) => void;
  opened: boolean;
  onClose: () => void;
  /** A storefront page, which has the language switch (the operator areas stay English). */
  hasLanguageSwitch: boolean;
};

/**
 * The phone menu's drawer, named "Menu", with every item of the role's menu; a visitor's and a traveller's also
 * lead into the storefront: Discover, the category pages, My tours, FAQ and the language switch.
 */
export function MobileNavDrawer({
  user,
  entries,
  onAction: onDialogAction,
  opened,
  onClose: close,
  hasLanguageSwitch,
}: TMobileNavDrawerProps) {
  const { t } = useT();
  const labelOf = useMenuLabel();
  const onAction = useAccountActions(onDialogAction);
  const { pathname, search } = useLocation();
  const isCurrent = (path: string) => `${pathname}${search}` === path;

  const renderLink = (item: TMenuLink) => (
    <NavLink
      key={item.label}
      component={Link}
      to={item.path}
      label={labelOf(item)}
      active={isCurrent(item.path)}
      onClick={close}
      mih={44}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );

  const isStorefrontVisitor = user === null || user.role === 'traveller';
  const link = (label: string, path: string): TMenuLink => ({ kind: 'link', label, path });
  const categoryLinks = CATEGORY_PAGES.map(({ slug }) =>
    link(t(`common.meta.categories.${slug}.title`), `/tours/${slug}`),
  );
  // The storefront's way in. A traveller's own menu has My tours already; a visitor signs in on the way.
  const storefront = (
    <>
      {renderLink(link(t('common.nav.discover'), '/discover'))}
      <Text id="mobile-nav-categories" size="xs" c="dimmed" tt="uppercase" fw={600} px="sm" pt="xs">
        {t('common.nav.categories')}
      </Text>
      <Stack gap={4} pl="sm" role="group" aria-labelledby="mobile-nav-categories">
        {categoryLinks.map(renderLink)}
      </Stack>
      {user === null && renderLink(link(t('common.nav.myTours'), '/my-tours'))}
      {renderLink(link(t('common.nav.faq'), '/frequently-asked-questions'))}
      <Divider my="xs" />
    </>
  );

  const renderEntry = (entry: TMenuEntry): ReactNode => {
    switch (entry.kind) {
      case 'slot':
        return <ActivityInProgressSlot key={entry.slot} />;
      case 'link':
        return renderLink(entry);
      case 'group':
        return (
          <NavLink key={entry.label} component="button" label={labelOf(entry)} mih={44} childrenOffset="md">
            {entry.items.map(renderLink)}
          </NavLink>
        );
      case 'action':
        return (
          <NavLink
            key={entry.label}
            component="button"
            label={labelOf(entry)}
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
    <Drawer
      opened={opened}
      onClose={close}
      title={t('common.nav.menu')}
      position="right"
      size="min(100%, 22rem)"
      id={MOBILE_NAV_DRAWER_ID}
      // Mantine's close button has no name of its own (axe: button-name).
      closeButtonProps={{ 'aria-label': t('common.nav.close') }}
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
      <Stack component="nav" aria-label={t('common.nav.main')} gap={4}>
        {isStorefrontVisitor && storefront}
        {entries.map(renderEntry)}
      </Stack>
      {isStorefrontVisitor && hasLanguageSwitch && (
        <Group mt="md" gap="xs" aria-label={t('common.nav.language')} role="group">
          <LanguageSwitcher />
        </Group>
      )}
    </Drawer>
  );
}
