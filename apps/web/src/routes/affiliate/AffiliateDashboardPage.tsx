import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Code,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { messages } from '@roteiro/domain/messages/messages';
import { formatEarnings } from '@roteiro/domain/money/money';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  useAffiliateDashboardQuery,
  useStartOnboardingMutation,
} from '../../features/affiliates/affiliateQueries.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { toast } from '../../shared/ui/toasts.ts';

function Earning({ label, cents, hint }: { label: string; cents: number; hint: string }) {
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={800} mt={4} data-testid={`earnings-${label.toLowerCase()}`}>
        {formatEarnings(cents)}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Card>
  );
}

/** /affiliate/dashboard: earnings pending, approved and paid, and the discount code. */
export function AffiliateDashboardPage() {
  const dashboard = useAffiliateDashboardQuery();
  const startOnboarding = useStartOnboardingMutation();
  const clipboard = useClipboard();

  if (dashboard.isError) {
    return (
      <ErrorState
        title="Your dashboard could not be loaded"
        message={dashboard.error.message}
        onRetry={() => void dashboard.refetch()}
        isRetrying={dashboard.isFetching}
      />
    );
  }
  if (!dashboard.data) {
    return <PageLoader />;
  }
  const d = dashboard.data;
  const handleCopy = () => {
    if (d.discountCode) {
      clipboard.copy(d.discountCode);
      toast.success(messages.textCopied);
    }
  };
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>Hello, {d.name}</Title>
          <Anchor
            component={Link}
            to="/settings"
            mih={44}
            display="inline-flex"
            style={{ alignItems: 'center' }}
          >
            Account settings
          </Anchor>
        </Group>
        {!d.isPaymentAccountSetUp && (
          <Alert color="yellow" title="Set up your payment account">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">We need your payment details before we can transfer your commissions.</Text>
              <Button
                mih={44}
                loading={startOnboarding.isPending}
                onClick={() =>
                  startOnboarding.mutate(undefined, { onError: (error) => toast.danger(error.message) })
                }
              >
                Set up payment account
              </Button>
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Earning
            label="Pending"
            cents={d.earnings.pendingCents}
            hint="Booked and paid; the activity has not started yet."
          />
          <Earning
            label="Approved"
            cents={d.earnings.approvedCents}
            hint="The activity started: waiting for transfer."
          />
          <Earning label="Paid" cents={d.earnings.paidCents} hint="Transferred to your payment account." />
        </SimpleGrid>
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <Text fw={700}>Your discount code</Text>
            {d.discountCode ? (
              <Group gap="sm">
                <Code fz="lg" px="md" py={6}>
                  {d.discountCode}
                </Code>
                <Tooltip label="Copy code">
                  <ActionIcon variant="light" size={44} onClick={handleCopy} aria-label="Copy discount code">
                    <IconCopy size={20} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ) : (
              <Text c="dimmed">You do not have a discount code yet.</Text>
            )}
            <Text size="sm" c="dimmed">
              Travellers get {d.discountPercent}% off with it; you earn {d.commissionPercent}% of what they
              pay.
            </Text>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
