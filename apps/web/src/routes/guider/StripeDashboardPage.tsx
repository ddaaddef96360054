import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { companiesApi } from '@roteiro/domain/staff/companies.api';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { payoutTexts } from '../../features/payouts/payoutTexts.ts';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { staffTexts } from '../../features/staff/staffTexts.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/**
 * /guider/stripe-dashboard: takes a company whose payment setup is finished to its provider dashboard
 * (this tab, as the address was opened on purpose). Before the setup is finished it points to the
 * company profile; an employee has no payment account and is sent to their own tours.
 */
export function StripeDashboardPage() {
  const { t, say } = useT();
  const session = useSessionQuery();
  const user = session.data?.user;
  if (!user) {
    return <PageLoader />;
  }
  if (user.role !== 'company') {
    return (
      <Notice
        title={t('payments.dashboard.title')}
        message={say(payoutTexts, 'noPaymentAccount')}
        to="/guider/payments"
        action={t('payments.dashboard.seeMyTours')}
      />
    );
  }
  if (!user.hasFinishedSetUp) {
    return (
      <Notice
        title={t('payments.dashboard.title')}
        message={say(staffTexts, 'paymentSetupNotFinished')}
        to="/company/settings/profile"
        action={t('payments.dashboard.goToProfile')}
      />
    );
  }
  return <OpenDashboard />;
}

function OpenDashboard() {
  const texts = useT();
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
        title={texts.t('payments.dashboard.openFailed')}
        message={errorText(link.error, texts)}
        onRetry={open}
        isRetrying={link.isPending}
      />
    );
  }
  return (
    <Center mih="50vh" py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader size="lg" />
        <Text>{texts.t('payments.dashboard.opening')}</Text>
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
