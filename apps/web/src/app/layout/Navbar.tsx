import { Box, Container, Group } from '@mantine/core';
import { logoTarget } from '@roteiro/domain/auth/roles';
import { menuFor, type TMenuActionId } from '@roteiro/domain/navigation/menus';
import { lazy, Suspense, useState } from 'react';
import { useMatches } from 'react-router';
import { LazyQuoteModal } from '../../features/quote/LazyQuoteModal.tsx';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { useIsMobile } from '../../shared/lib/useViewport.ts';
import { Logo } from '../../shared/ui/Logo.tsx';
import { isTranslatedRoute } from '../routeMeta.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MobileNav } from './MobileNav.tsx';
import { SignedOutLinks } from './SignedOutLinks.tsx';

// Admin-only code: downloaded the first time an admin opens it, never by the storefront.
const RegistrationCodeModal = lazy(() =>
  importWithRetry(() => import('../../features/admin/RegistrationCodeModal.tsx')).then((module) => ({
    default: module.RegistrationCodeModal,
  })),
);
// Signed-in users only: the storefront's first load never carries the menu (and its popover code).
const AccountMenu = lazy(() =>
  importWithRetry(() => import('./AccountMenu.tsx')).then((module) => ({ default: module.AccountMenu })),
);

export const NAVBAR_HEIGHT = 64;

/** The top bar: logo (target by role) and the role's menu (operations.md §2). */
export function Navbar() {
  const session = useSessionQuery();
  const user = session.data?.user ?? null;
  const isMobile = useIsMobile();
  const [isRegistrationCodeOpen, setRegistrationCodeOpen] = useState(false);
  const [isQuoteOpen, setQuoteOpen] = useState(false);
  // The storefront's pages are in two languages; the operator and admin areas stay English.
  const isTranslated = isTranslatedRoute(useMatches().map((match) => match.handle));
  const entries = menuFor(user?.role ?? null, { hasFinishedSetUp: user?.hasFinishedSetUp ?? false });
  // Until the first answer, show no menu rather than the visitor's one flashing for a signed-in user.
  const isSessionKnown = session.data !== undefined || session.isError;

  // The dialogs the menus open; the signed-in menus handle sign-out and the payment dashboard themselves.
  const handleAction = (action: TMenuActionId) => {
    if (action === 'sendRegistrationCode') {
      setRegistrationCodeOpen(true);
    } else if (action === 'openQuote') {
      setQuoteOpen(true);
    }
  };

  // Tablets and desktops: the role's links or account menu, left of the language switch, so that their
  // arrival (after the session's answer) moves nothing already shown.
  let desktopMenu = null;
  if (isSessionKnown && !isMobile) {
    desktopMenu = user ? (
      <Suspense fallback={<Box w={160} h={44} aria-hidden />}>
        <AccountMenu user={user} entries={entries} onAction={handleAction} />
      </Suspense>
    ) : (
      <SignedOutLinks entries={entries} onAction={handleAction} />
    );
  }

  return (
    <Box
      component="header"
      bg="white"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 200,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Container size="lg" h={NAVBAR_HEIGHT}>
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Logo to={logoTarget(user?.role ?? null)} />
          <Group gap="xs" wrap="nowrap">
            {desktopMenu}
            {isTranslated && <LanguageSwitcher />}
            {/* Phones: the burger's place is in the served page already (CSS keeps it below 768 px), so nothing
                moves when the app starts; it shows once the session is known, when a tap opens the role's menu
                (before, it would be a button that does nothing). */}
            <Box hiddenFrom="sm" style={{ visibility: isSessionKnown ? 'visible' : 'hidden' }}>
              <MobileNav
                user={user}
                entries={entries}
                onAction={handleAction}
                hasLanguageSwitch={isTranslated}
              />
            </Box>
          </Group>
        </Group>
      </Container>
      {isRegistrationCodeOpen && (
        <Suspense fallback={null}>
          <RegistrationCodeModal opened onClose={() => setRegistrationCodeOpen(false)} />
        </Suspense>
      )}
      {isQuoteOpen && (
        <Suspense fallback={null}>
          <LazyQuoteModal opened onClose={() => setQuoteOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
