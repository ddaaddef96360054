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
import { REFERRAL_TTL_MS } from '@roteiro/domain/referral/referral';
import { formatDateTime } from '@roteiro/domain/time/format';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import {
  useAffiliateCommissionsQuery,
  useAffiliateDashboardQuery,
  useStartOnboardingMutation,
} from '../../features/affiliates/affiliateQueries.ts';
import { earningsIn, percentIn } from '../../features/affiliates/affiliateTexts.ts';
import { CommissionStateBadge } from '../../features/affiliates/CommissionStateBadge.tsx';
import { CopyableValue } from '../../features/affiliates/CopyableValue.tsx';
import { errorText } from '../../shared/i18n/errorText.ts';
import { ensureNamespaces } from '../../shared/i18n/i18n.ts';
import { type TTexts, useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../shared/lib/useTableParams.ts';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { toast } from '../../shared/ui/toasts.ts';

// The booking box for the affiliate's own site (issue 38), with its referral code; its words are the account's.
const BookingBoxSection = lazy(() =>
  Promise.all([
    importWithRetry(() => import('../../features/distribution/BookingBoxSection.tsx')),
    ensureNamespaces(['account']),
  ]).then(([module]) => ({ default: module.BookingBoxSection })),
);

const AffiliateEarningsChart = lazy(() =>
  importWithRetry(() => import('../../features/affiliates/AffiliateEarningsChart.tsx')).then((module) => ({
    default: module.AffiliateEarningsChart,
  })),
);

function Earning({
  label,
  cents,
  hint,
  testId,
}: {
  label: string;
  cents: number;
  hint: string;
  testId: string;
}) {
  const texts = useT();
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={800} mt={4} data-testid={`earnings-${testId}`}>
        {earningsIn(cents, texts)}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Card>
  );
}

/** The payment account's state, with the way to set it up or check it (/affiliate/set-up-payment). */
function PaymentSetup({ dashboard }: { dashboard: TAffiliateDashboard }) {
  const texts = useT();
  const { t } = texts;
  const startOnboarding = useStartOnboardingMutation();
  if (dashboard.isPaymentAccountSetUp) {
    return (
      <Card withBorder padding="lg">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconCircleCheck color="var(--mantine-color-green-7)" aria-hidden />
            <div>
              <Text fw={700}>{t('affiliate.setup.doneTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t('affiliate.setup.doneText')}
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
            {t('affiliate.setup.statusLink')}
          </Anchor>
        </Group>
      </Card>
    );
  }
  return (
    <Alert color="yellow" title={t('affiliate.setup.todoTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('affiliate.setup.todoText')}</Text>
        <Group gap="sm">
          <Button
            mih={44}
            loading={startOnboarding.isPending}
            onClick={() =>
              startOnboarding.mutate(undefined, { onError: (error) => toast.danger(errorText(error, texts)) })
            }
          >
            {t('affiliate.setup.start')}
          </Button>
          <Button component={Link} to="/affiliate/set-up-payment" variant="default" mih={44}>
            {t('affiliate.setup.check')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The state of a commission, when it was paid and what was kept back from it. */
function CommissionState({ row }: { row: TAffiliateCommission }) {
  const { t, day, price } = useT();
  return (
    <>
      <CommissionStateBadge state={row.state} />
      {row.paidAt && (
        <Text size="xs" c="dimmed">
          {t('affiliate.commissions.paidOn', { day: day(row.paidAt) })}
        </Text>
      )}
      {row.withheldCents > 0 && (
        <Text size="xs" c="dimmed">
          {t('affiliate.commissions.keptBack', { amount: price(row.withheldCents) })}
        </Text>
      )}
    </>
  );
}

const columnsIn = ({ t, day, price, locale }: TTexts): TDataTableColumn<TAffiliateCommission>[] => [
  {
    key: 'tour',
    header: t('affiliate.commissions.tour'),
    render: (row) => (
      <Stack gap={2} align="flex-start">
        <Text size="sm" fw={600}>
          {row.activityTitle}
        </Text>
        <Text size="xs" c="dimmed">
          {day(row.day)} · {row.startTime}
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
    header: t('affiliate.commissions.booked'),
    isHiddenOnMobile: true,
    render: (row) => <Text size="sm">{formatDateTime(row.bookedAt, locale)}</Text>,
  },
  {
    key: 'amount',
    header: t('affiliate.commissions.amount'),
    isHiddenOnMobile: true,
    render: (row) => price(row.amountCents),
  },
  {
    key: 'commission',
    header: t('affiliate.commissions.commission'),
    render: (row) => (
      <Stack gap={2} align="flex-start">
        <Text size="sm" fw={600}>
          {price(row.commissionCents)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('affiliate.commissions.rate', {
            rate: percentIn(row.ratePercent, locale),
            amount: price(row.amountCents),
          })}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'state',
    header: t('affiliate.commissions.state'),
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
  const texts = useT();
  const { t } = texts;
  const { page, setPage } = useTableParams();
  const commissions = useAffiliateCommissionsQuery(page);
  return (
    <Card withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('affiliate.commissions.title')}
        </Title>
        <DataTable
          errorTitle={t('affiliate.common.listFailed')}
          label={t('affiliate.commissions.title')}
          columns={columnsIn(texts)}
          rowKey={(row) => row.id}
          data={commissions.data}
          isLoading={commissions.isFetching}
          error={commissions.error ? errorText(commissions.error, texts) : undefined}
          onRetry={retryFor(commissions)}
          isRetrying={commissions.isFetching}
          emptyTitle={t('affiliate.commissions.emptyTitle')}
          emptyText={t('affiliate.commissions.emptyText')}
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
  const texts = useT();
  const { t, price, locale } = texts;
  const dashboard = useAffiliateDashboardQuery();

  if (dashboard.isError) {
    return (
      <ErrorState
        title={t('affiliate.dashboard.loadFailed')}
        message={errorText(dashboard.error, texts)}
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
          <Title order={1}>{t('affiliate.dashboard.hello', { name: d.name })}</Title>
          <Anchor
            component={Link}
            to="/settings"
            mih={44}
            display="inline-flex"
            style={{ alignItems: 'center' }}
          >
            {t('affiliate.dashboard.accountSettings')}
          </Anchor>
        </Group>
        <PaymentSetup dashboard={d} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Earning
            label={t('affiliate.dashboard.pending')}
            testId="pending"
            cents={d.earnings.pendingCents}
            hint={t('affiliate.dashboard.pendingHint')}
          />
          <Earning
            label={t('affiliate.dashboard.approved')}
            testId="approved"
            cents={d.earnings.approvedCents}
            hint={t('affiliate.dashboard.approvedHint')}
          />
          <Earning
            label={t('affiliate.dashboard.paid')}
            testId="paid"
            cents={d.earnings.paidCents}
            hint={t('affiliate.dashboard.paidHint')}
          />
        </SimpleGrid>
        {d.clawbacks.clawedBackCents > 0 && (
          <Alert
            color="orange"
            icon={<IconArrowBackUp aria-hidden />}
            title={t('affiliate.dashboard.clawbacksTitle')}
            data-testid="clawbacks"
          >
            <Text size="sm">
              {t('affiliate.dashboard.clawedBack', { amount: price(d.clawbacks.clawedBackCents) })}{' '}
              {d.clawbacks.recoveredCents > 0 &&
                `${t('affiliate.dashboard.recovered', { amount: price(d.clawbacks.recoveredCents) })} `}
              {d.clawbacks.carriedCents > 0 ? (
                <strong>
                  {t('affiliate.dashboard.carried', { amount: price(d.clawbacks.carriedCents) })}
                </strong>
              ) : (
                t('affiliate.dashboard.nothingOwed')
              )}
            </Text>
          </Alert>
        )}
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('affiliate.dashboard.shareTitle')}
            </Title>
            {d.discountCode && referralLink ? (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <CopyableValue label={t('affiliate.dashboard.referralLink')} value={referralLink} />
                <CopyableValue label={t('affiliate.dashboard.discountCode')} value={d.discountCode} />
              </SimpleGrid>
            ) : (
              <Text c="dimmed">{t('affiliate.dashboard.noCode')}</Text>
            )}
            <Text size="sm" c="dimmed">
              {t('affiliate.dashboard.shareHint', {
                hours: String(REFERRAL_TTL_MS / 3_600_000),
                discount: percentIn(d.discountPercent, locale),
                commission: percentIn(d.commissionPercent, locale),
              })}
            </Text>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Suspense fallback={<Skeleton height={200} />}>
            <BookingBoxSection kind="affiliate" />
          </Suspense>
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
