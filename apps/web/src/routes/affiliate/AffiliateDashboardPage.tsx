import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TAffiliateCommission, TAffiliateDashboard } from '@roteiro/domain/affiliates/schemas';
import { formatCents, formatEarnings } from '@roteiro/domain/money/money';
import { REFERRAL_TTL_MS } from '@roteiro/domain/referral/referral';
import { formatDateTime, formatDay } from '@roteiro/domain/time/format';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import {
  useAffiliateCommissionsQuery,
  useAffiliateDashboardQuery,
  useStartOnboardingMutation,
} from '../../features/affiliates/affiliateQueries.ts';
import { CommissionStateBadge } from '../../features/affiliates/CommissionStateBadge.tsx';
import { CopyableValue } from '../../features/affiliates/CopyableValue.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../shared/lib/useTableParams.ts';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { toast } from '../../shared/ui/toasts.ts';

const AffiliateEarningsChart = lazy(() =>
  importWithRetry(() => import('../../features/affiliates/AffiliateEarningsChart.tsx')).then((module) => ({
    default: module.AffiliateEarningsChart,
  })),
);

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

/** The payment account's state, with the way to set it up or check it (/affiliate/set-up-payment). */
function PaymentSetup({ dashboard }: { dashboard: TAffiliateDashboard }) {
  const startOnboarding = useStartOnboardingMutation();
  if (dashboard.isPaymentAccountSetUp) {
    return (
      <Card withBorder padding="lg">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconCircleCheck color="var(--mantine-color-green-7)" aria-hidden />
            <div>
              <Text fw={700}>Payment account set up</Text>
              <Text size="sm" c="dimmed">
                Approved commissions are transferred to it every week.
              </Text>
            </div>
          </Group>
          <Anchor
            component={Link}
            to="/affiliate/set-up-payment"
            mih={44}
            display="inline-flex"
            style={{ alignItems: 'center' }}
          >
            Payment account status
          </Anchor>
        </Group>
      </Card>
    );
  }
  return (
    <Alert color="yellow" title="Set up your payment account">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          We need your payment details before we can transfer your commissions. Until then they wait for you.
        </Text>
        <Group gap="sm">
          <Button
            mih={44}
            loading={startOnboarding.isPending}
            onClick={() =>
              startOnboarding.mutate(undefined, { onError: (error) => toast.danger(error.message) })
            }
          >
            Set up payment account
          </Button>
          <Button component={Link} to="/affiliate/set-up-payment" variant="default" mih={44}>
            Check the setup
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The state of a commission, when it was paid and what was kept back from it. */
function CommissionState({ row }: { row: TAffiliateCommission }) {
  return (
    <>
      <CommissionStateBadge state={row.state} />
      {row.paidAt && (
        <Text size="xs" c="dimmed">
          Paid {formatDay(row.paidAt)}
        </Text>
      )}
      {row.withheldCents > 0 && (
        <Text size="xs" c="dimmed">
          {formatCents(row.withheldCents)} kept back for a refund
        </Text>
      )}
    </>
  );
}

const columns: TDataTableColumn<TAffiliateCommission>[] = [
  {
    key: 'tour',
    header: 'Tour',
    render: (row) => (
      <Stack gap={2} align="flex-start">
        <Text size="sm" fw={600}>
          {row.activityTitle}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDay(row.day)} · {row.startTime}
        </Text>
        {/* Phones: the state under the tour, where the row has room for it. */}
        <Stack gap={2} hiddenFrom="sm" align="flex-start" mt={4}>
          <CommissionState row={row} />
        </Stack>
      </Stack>
    ),
  },
  {
    key: 'booked',
    header: 'Booked',
    isHiddenOnMobile: true,
    render: (row) => <Text size="sm">{formatDateTime(row.bookedAt)}</Text>,
  },
  {
    key: 'amount',
    header: 'Amount paid',
    isHiddenOnMobile: true,
    render: (row) => formatCents(row.amountCents),
  },
  {
    key: 'commission',
    header: 'Commission',
    render: (row) => (
      <Stack gap={2} align="flex-start">
        <Text size="sm" fw={600}>
          {formatCents(row.commissionCents)}
        </Text>
        <Text size="xs" c="dimmed">
          {row.ratePercent}% of {formatCents(row.amountCents)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'state',
    header: 'State',
    isHiddenOnMobile: true,
    render: (row) => (
      <Stack gap={2} align="flex-start">
        <CommissionState row={row} />
      </Stack>
    ),
  },
];

/** The referred bookings: what, when, how much, the commission and its state (never who booked). */
function ReferredBookings() {
  const { page, setPage } = useTableParams();
  const commissions = useAffiliateCommissionsQuery(page);
  return (
    <Card withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Referred bookings
        </Title>
        <DataTable
          label="Referred bookings"
          columns={columns}
          rowKey={(row) => row.id}
          data={commissions.data}
          isLoading={commissions.isFetching}
          error={commissions.error?.message}
          onRetry={retryFor(commissions)}
          isRetrying={commissions.isFetching}
          emptyTitle="No bookings yet"
          emptyText="Share your link or your code: bookings made with them show here, with your commission."
          minWidth={280}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Card>
  );
}

/** /affiliate/dashboard: earnings, claw-backs, the link and code to share, a chart and the referred bookings. */
export function AffiliateDashboardPage() {
  const dashboard = useAffiliateDashboardQuery();

  if (dashboard.isError) {
    return (
      <ErrorState
        title="Your dashboard could not be loaded"
        message={dashboard.error.message}
        onRetry={retryFor(dashboard)}
        isRetrying={dashboard.isFetching}
      />
    );
  }
  if (!dashboard.data) {
    return <PageLoader />;
  }
  const d = dashboard.data;
  const referralLink = d.discountCode
    ? `${window.location.origin}/?referral=${encodeURIComponent(d.discountCode)}`
    : null;
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
        <PaymentSetup dashboard={d} />
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
        {d.clawbacks.clawedBackCents > 0 && (
          <Alert
            color="orange"
            icon={<IconArrowBackUp aria-hidden />}
            title="Commissions refunded after payout"
            data-testid="clawbacks"
          >
            <Text size="sm">
              {formatCents(d.clawbacks.clawedBackCents)} of commissions already paid to you were refunded to
              travellers.{' '}
              {d.clawbacks.recoveredCents > 0 &&
                `${formatCents(d.clawbacks.recoveredCents)} has been kept back from later payouts; `}
              {d.clawbacks.carriedCents > 0 ? (
                <strong>
                  {formatCents(d.clawbacks.carriedCents)} will be kept back from your next payouts.
                </strong>
              ) : (
                'nothing more is owed.'
              )}
            </Text>
          </Alert>
        )}
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h3">
              Share and earn
            </Title>
            {d.discountCode && referralLink ? (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <CopyableValue label="Referral link" value={referralLink} />
                <CopyableValue label="Discount code" value={d.discountCode} />
              </SimpleGrid>
            ) : (
              <Text c="dimmed">You do not have a discount code yet.</Text>
            )}
            <Text size="sm" c="dimmed">
              Bookings made within {REFERRAL_TTL_MS / 3_600_000} hours of opening your link, or with your code
              ({d.discountPercent}% off), earn you {d.commissionPercent}% of what the traveller pays.
            </Text>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Suspense fallback={<Skeleton height={250} />}>
            <AffiliateEarningsChart series={d.series} />
          </Suspense>
        </Card>
        <ReferredBookings />
      </Stack>
    </Container>
  );
}
