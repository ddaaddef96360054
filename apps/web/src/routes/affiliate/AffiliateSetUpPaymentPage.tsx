import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  usePaymentSetUpQuery,
  useStartOnboardingMutation,
} from '../../features/affiliates/affiliateQueries.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { toast } from '../../shared/ui/toasts.ts';

/** /affiliate/set-up-payment: where the provider sends the affiliate back after onboarding. */
export function AffiliateSetUpPaymentPage() {
  const texts = useT();
  const { t } = texts;
  const status = usePaymentSetUpQuery();
  const startOnboarding = useStartOnboardingMutation();

  if (status.isError) {
    return (
      <ErrorState
        title={t('affiliate.payment.loadFailed')}
        message={errorText(status.error, texts)}
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
            {t('affiliate.payment.title')}
          </Title>
          {isDone ? (
            <Alert
              color="green"
              icon={<IconCircleCheck aria-hidden />}
              title={t('affiliate.payment.doneTitle')}
            >
              <Text size="sm">{t('affiliate.payment.doneText')}</Text>
            </Alert>
          ) : (
            <Alert
              color="yellow"
              icon={<IconClockHour4 aria-hidden />}
              title={t('affiliate.payment.todoTitle')}
            >
              <Text size="sm">{t('affiliate.payment.todoText')}</Text>
            </Alert>
          )}
          <Group gap="sm">
            <Button component={Link} to="/affiliate/dashboard" mih={44}>
              {t('affiliate.payment.goToDashboard')}
            </Button>
            {!isDone && (
              <Button
                variant="default"
                mih={44}
                loading={startOnboarding.isPending}
                onClick={() =>
                  startOnboarding.mutate(undefined, {
                    onError: (error) => toast.danger(errorText(error, texts)),
                  })
                }
              >
                {t('affiliate.payment.continue')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
