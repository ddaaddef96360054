import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { payoutTexts } from '@roteiro/domain/money/payouts';
import { companiesApi } from '@roteiro/domain/staff/companies.api';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { call } from '../../shared/lib/api.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/**
 * /guider/stripe-dashboard: takes a company whose payment setup is finished to its provider dashboard
 * (this tab, as the address was opened on purpose). Before the setup is finished it points to the
 * company profile; an employee has no payment account and is sent to their own tours.
 */
export function StripeDashboardPage() {
  const session = useSessionQuery();
  const user = session.data?.user;
  if (!user) {
    return <PageLoader />;
  }
  if (user.role !== 'company') {
    return (
      <Notice
        title="Payment dashboard"
        message={payoutTexts.noPaymentAccount}
        to="/guider/payments"
        action="See my tours"
      />
    );
  }
  if (!user.hasFinishedSetUp) {
    return (
      <Notice
        title="Payment dashboard"
        message={staffTexts.paymentSetupNotFinished}
        to="/company/settings/profile"
        action="Go to company profile"
      />
    );
  }
  return <OpenDashboard />;
}

function OpenDashboard() {
  const link = useMutation({ mutationFn: () => call(companiesApi.paymentDashboard) });
  const asked = useRef(false);
  // This address only leads on: the dashboard takes its place in the history, so Back from the dashboard returns
  // to the page before it instead of landing here and being sent on again.
  const open = () => link.mutate(undefined, { onSuccess: ({ url }) => window.location.replace(url) });
  // Ask once for this visit (React's development double effect must not make two links).
  useEffect(() => {
    if (!asked.current) {
      asked.current = true;
      open();
    }
  });

  if (link.isError) {
    return (
      <ErrorState
        title="The payment dashboard could not be opened"
        message={link.error.message}
        onRetry={open}
        isRetrying={link.isPending}
      />
    );
  }
  return (
    <Center mih="50vh" py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader size="lg" />
        <Text>Opening your payment dashboard…</Text>
      </Stack>
    </Center>
  );
}

function Notice({
  title,
  message,
  to,
  action,
}: {
  title: string;
  message: string;
  to: string;
  action: string;
}) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Alert color="blue" variant="light">
          <Text size="sm">{message}</Text>
        </Alert>
        <Button component={Link} to={to} mih={44} style={{ alignSelf: 'flex-start' }}>
          {action}
        </Button>
      </Stack>
    </Container>
  );
}
