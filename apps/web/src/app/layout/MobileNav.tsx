import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TSessionUser } from '@roteiro/domain/auth/roles';
import type { TMenuActionId, TMenuEntry } from '@roteiro/domain/navigation/menus';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { MOBILE_NAV_DRAWER_ID } from './mobileNavDrawerId.ts';

const MobileNavDrawer = lazy(() =>
  importWithRetry(() => import('./MobileNavDrawer.tsx')).then((module) => ({
    default: module.MobileNavDrawer,
  })),
);

type TMobileNavProps = {
  user: TSessionUser | null;
  entries: readonly TMenuEntry[];
  onAction: (action: TMenuActionId) => void;
  hasLanguageSwitch: boolean;
};

/** Phones: a Burger named "Open navigation" opens a drawer named "Menu" with every item. */
export function MobileNav({ user, entries, onAction, hasLanguageSwitch }: TMobileNavProps) {
  const { t } = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads on the first tap and then stays, so closing it can still animate.
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setWasOpened(true);
          toggle();
        }}
        aria-label={t('common.nav.openNavigation')}
        aria-expanded={opened}
        aria-controls={MOBILE_NAV_DRAWER_ID}
      />
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            user={user}
            entries={entries}
            onAction={onAction}
            opened={opened}
            onClose={close}
            hasLanguageSwitch={hasLanguageSwitch}
          />
        </Suspense>
      )}
    </>
  );
}
