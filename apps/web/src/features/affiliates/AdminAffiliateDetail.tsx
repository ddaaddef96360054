import { Alert, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAdminAffiliate, TAffiliateCoupon } from '@roteiro/domain/affiliates/schemas';
import {
  affiliatePayoutKindLabels,
  affiliatePayoutTexts,
  type TAffiliatePayoutItem,
  type TAffiliatePayoutResponse,
} from '@roteiro/domain/money/affiliate-payouts';
import { formatCents, formatEarnings } from '@roteiro/domain/money/money';
import { formatDateTime, formatDay } from '@roteiro/domain/time/format';
import { useState } from 'react';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ConfirmModal } from '../../shared/ui/ConfirmModal.tsx';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { useAffiliatePayoutsQuery, usePayAffiliateMutation } from '../payouts/payoutQueries.ts';
import { AffiliateTermsModal } from './AffiliateTermsModal.tsx';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

const historyColumns: TDataTableColumn<TAffiliatePayoutItem>[] = [
  { key: 'when', header: 'When', render: (row) => <Text size="sm">{formatDateTime(row.occurredAt)}</Text> },
  {
    key: 'kind',
    header: 'Movement',
    render: (row) => (
      <Text
        size="sm"
        fw={600}
        c={
          row.kind === 'affiliate_transfer'
            ? 'green'
            : row.kind === 'commission_clawback'
              ? 'orange'
              : 'gray.8'
        }
      >
        {affiliatePayoutKindLabels[row.kind]}
      </Text>
    ),
  },
  { key: 'amount', header: 'Amount', render: (row) => formatCents(row.amountCents) },
  {
    key: 'booking',
    header: 'Booking',
    isHiddenOnMobile: true,
    render: (row) => (
      <Text size="sm">
        {row.activityTitle}, {formatDay(row.day)}
      </Text>
    ),
  },
  {
    key: 'transfer',
    header: 'Transfer',
    isHiddenOnMobile: true,
    render: (row) => (
      <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {row.providerRef ?? '—'}
      </Text>
    ),
  },
];

/** Why the admin cannot pay this affiliate now, or null. */
function payBlock(affiliate: TAdminAffiliate): string | null {
  if (!affiliate.paymentAccountId) {
    return affiliatePayoutTexts.noPaymentAccount;
  }
  if (!affiliate.isPaymentAccountSetUp) {
    return affiliatePayoutTexts.setupNotFinished;
  }
  if (affiliate.earnings.approvedCents === 0) {
    return affiliatePayoutTexts.nothingApproved;
  }
  return null;
}

/** One toast for the whole payout: what was transferred and kept back, or why it was not. */
function reportPayout(affiliate: TAdminAffiliate, answer: TAffiliatePayoutResponse) {
  if (answer.skipped) {
    toast.danger(answer.skipped);
    return;
  }
  const paid = answer.results.filter((result) => result.outcome === 'paid');
  const problems = answer.results.filter(
    (result) => result.outcome === 'failed' || result.outcome === 'skipped',
  );
  if (paid.length > 0) {
    const transferred = paid.reduce((sum, result) => sum + result.transferredCents, 0);
    const withheld = paid.reduce((sum, result) => sum + result.withheldCents, 0);
    toast.success(
      `${formatCents(transferred)} transferred to ${affiliate.name} for ${paid.length} ${paid.length === 1 ? 'commission' : 'commissions'}${withheld > 0 ? `; ${formatCents(withheld)} kept back for refunded commissions` : ''}.`,
    );
  }
  for (const message of new Set(
    problems.map((problem) => problem.message ?? affiliatePayoutTexts.transferFailed),
  )) {
    toast.danger(message);
  }
}

/**
 * The detail row of an affiliate in the affiliates program: account and terms, the three totals, times
 * redeemed, claw-backs carried, its coupons at the provider, the payout action and the payout history.
 */
export function AdminAffiliateDetail({
  affiliate,
  coupons,
}: {
  affiliate: TAdminAffiliate;
  coupons: { data: TAffiliateCoupon[] | undefined; error: string | null };
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [historyPage, setHistoryPage] = useState(1);
  const history = useAffiliatePayoutsQuery(affiliate.id, historyPage);
  const pay = usePayAffiliateMutation();
  const block = payBlock(affiliate);
  const own = coupons.data?.filter((coupon) => coupon.affiliateId === affiliate.id) ?? [];

  const handlePay = () =>
    pay.mutate(affiliate.id, {
      onSuccess: (answer) => {
        setIsConfirming(false);
        reportPayout(affiliate, answer);
      },
      onError: (error) => {
        setIsConfirming(false);
        toast.danger(error.message);
      },
    });

  return (
    <Stack gap="md" py="xs">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Fact label="Payment account id" value={affiliate.paymentAccountId ?? 'Not created'} />
        <Fact label="Email" value={affiliate.email} />
        <Fact label="Phone" value={affiliate.phoneNumber ?? '—'} />
        <Fact
          label="Commission · discount"
          value={`${affiliate.commissionPercent}% · ${affiliate.discountPercent}% off`}
        />
        <Fact label="Pending" value={formatEarnings(affiliate.earnings.pendingCents)} />
        <Fact
          label="Approved"
          value={formatEarnings(affiliate.earnings.approvedCents)}
          testId="admin-approved"
        />
        <Fact label="Paid" value={formatEarnings(affiliate.earnings.paidCents)} testId="admin-paid" />
        <Fact label="Times redeemed" value={String(affiliate.timesRedeemed)} />
      </SimpleGrid>
      {affiliate.clawbackCarriedCents > 0 && (
        <Alert color="orange" variant="light" title="Claw-back carried" data-testid="admin-clawback">
          {formatCents(affiliate.clawbackCarriedCents)} of commissions refunded after payout will be kept back
          from this affiliate's next payouts.
        </Alert>
      )}
      <Group gap="sm">
        <Button mih={44} disabled={block !== null} onClick={() => setIsConfirming(true)}>
          Pay approved commissions
        </Button>
        <Button mih={44} variant="default" onClick={() => setIsEditing(true)}>
          Change terms
        </Button>
        {block && (
          <Text size="sm" c="dimmed">
            {block}
          </Text>
        )}
      </Group>
      <div>
        <Title order={3} size="h5" mb={4}>
          Coupons at the payment provider
        </Title>
        {coupons.error ? (
          <Text size="sm" c="red.8" role="alert">
            {coupons.error}
          </Text>
        ) : !coupons.data ? (
          <Text size="sm" c="dimmed">
            Loading coupons…
          </Text>
        ) : own.length === 0 ? (
          <Text size="sm" c="dimmed">
            No coupon for this affiliate.
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {own.map((coupon) => (
              <List.Item key={coupon.couponId}>
                <Text span size="sm" ff="monospace">
                  {coupon.couponId}
                </Text>{' '}
                {coupon.name ?? ''} · {coupon.percentOff ?? 0}% off
                {coupon.isCurrent ? ' · current' : ''}
                {coupon.isValid ? '' : ' · no longer valid'}
              </List.Item>
            ))}
          </List>
        )}
      </div>
      <div>
        <Title order={3} size="h5" mb={4}>
          Payout history
        </Title>
        <DataTable
          label={`Payout history of ${affiliate.name}`}
          columns={historyColumns}
          rowKey={(row) => row.id}
          data={history.data}
          isLoading={history.isFetching}
          error={history.error?.message}
          onRetry={retryFor(history)}
          emptyText="Nothing has been paid to this affiliate yet."
          minWidth={280}
          page={historyPage}
          onPageChange={setHistoryPage}
        />
      </div>

      <ConfirmModal
        opened={isConfirming}
        title={`Pay ${affiliate.name}?`}
        confirmLabel="Pay now"
        isLoading={pay.isPending}
        onConfirm={handlePay}
        onClose={() => setIsConfirming(false)}
      >
        <Stack gap="xs">
          <Text>
            {formatCents(affiliate.earnings.approvedCents)} of approved commissions, one transfer per
            commission to the affiliate's payment account.
          </Text>
          {affiliate.clawbackCarriedCents > 0 && (
            <Text size="sm">
              Up to {formatCents(affiliate.clawbackCarriedCents)} will be kept back for commissions refunded
              after payout.
            </Text>
          )}
        </Stack>
      </ConfirmModal>
      {isEditing && <AffiliateTermsModal affiliate={affiliate} onClose={() => setIsEditing(false)} />}
    </Stack>
  );
}
