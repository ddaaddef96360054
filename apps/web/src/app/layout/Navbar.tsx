import { Box, Container, Group } from '@mantine/core';
import { logoTarget } from '@roteiro/domain/auth/roles';
import { menuFor, type TMenuActionId } from '@roteiro/domain/navigation/menus';
import { lazy, Suspense, useState } from 'react';
import { useOpenPaymentDashboard } from '../../features/company/useOpenPaymentDashboard.ts';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { useSignOutMutation } from '../../features/session/useSignOutMutation.ts';
import { useIsMobile } from '../../shared/lib/useViewport.ts';
import { Logo } from '../../shared/ui/Logo.tsx';
import { importWithRetry } from '../importWithRetry.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { MobileNav } from './MobileNav.tsx';
import { SignedOutLinks } from './SignedOutLinks.tsx';

// Admin-only code: downloaded the first time an admin opens it, never by the storefront.
const RegistrationCodeModal = lazy(() =>
  importWithRetry(() => import('../../features/admin/RegistrationCodeModal.tsx')).then((module) => ({
    default: module.RegistrationCodeModal,
  })),
);
// The quote wizard is downloaded when a visitor first opens it, so the storefront entry stays small.
const QuoteModal = lazy(() =>
  importWithRetry(() => import('../../features/quote/QuoteModal.tsx')).then((module) => ({
    default: module.QuoteModal,
  })),
);

export const NAVBAR_HEIGHT = 64;

/** The top bar: logo (target by role) and the role's menu (operations.md §2). */
export function Navbar() {
  const session = useSessionQuery();
  const user = session.data?.user ?? null;
  const isMobile = useIsMobile();
  const signOut = useSignOutMutation();
  const paymentDashboard = useOpenPaymentDashboard();
  const [isRegistrationCodeOpen, setRegistrationCodeOpen] = useState(false);
  const [isQuoteOpen, setQuoteOpen] = useState(false);
  const entries = menuFor(user?.role ?? null, { hasFinishedSetUp: user?.hasFinishedSetUp ?? false });
  // Until the first answer, show no menu rather than the visitor's one flashing for a signed-in user.
  const isSessionKnown = session.data !== undefined || session.isError;

  const handleAction = (action: TMenuActionId) => {
    switch (action) {
      case 'signOut':
        signOut.mutate();
        return;
      case 'sendRegistrationCode':
        setRegistrationCodeOpen(true);
        return;
      case 'openPaymentDashboard':
        paymentDashboard.open();
        return;
      case 'openQuote':
        setQuoteOpen(true);
        return;
    }
  };

  let menu = null;
  if (isSessionKnown) {
    if (isMobile) {
      menu = <MobileNav user={user} entries={entries} onAction={handleAction} />;
    } else if (user) {
      menu = <AccountMenu user={user} entries={entries} onAction={handleAction} />;
    } else {
      menu = <SignedOutLinks entries={entries} onAction={handleAction} />;
    }
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
          {menu}
        </Group>
      </Container>
      {isRegistrationCodeOpen && (
        <Suspense fallback={null}>
          <RegistrationCodeModal opened onClose={() => setRegistrationCodeOpen(false)} />
        </Suspense>
      )}
      {isQuoteOpen && (
        <Suspense fallback={null}>
          <QuoteModal opened onClose={() => setQuoteOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
