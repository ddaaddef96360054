import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  usePaymentSetUpQuery,
  useStartOnboardingMutation,
} from '../../features/affiliates/affiliateQueries.ts';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { toast } from '../../shared/ui/toasts.ts';

/** /affiliate/set-up-payment: where the provider sends the affiliate back after onboarding. */
export function AffiliateSetUpPaymentPage() {
  const status = usePaymentSetUpQuery();
  const startOnboarding = useStartOnboardingMutation();

  if (status.isError) {
    return (
      <ErrorState
        title="We could not check your payment account"
        message={status.error.message}
        onRetry={retryFor(status)}
        isRetrying={status.isFetching}
      />
    );
  }
  if (!status.data) {
    return <PageLoader />;
  }
  const isDone = status.data.isPaymentAccountSetUp;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            Payment account
          </Title>
          {isDone ? (
            <Alert
              color="green"
              icon={<IconCircleCheck aria-hidden />}
              title="Your payment account is set up"
            >
              <Text size="sm">Your commissions will be transferred to it once they are approved.</Text>
            </Alert>
          ) : (
            <Alert
              color="yellow"
              icon={<IconClockHour4 aria-hidden />}
              title="Your payment setup is not finished"
            >
              <Text size="sm">Finish it to receive your commissions.</Text>
            </Alert>
          )}
          <Group gap="sm">
            <Button component={Link} to="/affiliate/dashboard" mih={44}>
              Go to dashboard
            </Button>
            {!isDone && (
              <Button
                variant="default"
                mih={44}
                loading={startOnboarding.isPending}
                onClick={() =>
                  startOnboarding.mutate(undefined, { onError: (error) => toast.danger(error.message) })
                }
              >
                Continue payment setup
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
