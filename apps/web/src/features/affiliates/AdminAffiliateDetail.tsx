import { Alert, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAdminAffiliate, TAffiliateCoupon } from '@roteiro/domain/affiliates/schemas';
import type { TAffiliatePayoutItem, TAffiliatePayoutResponse } from '@roteiro/domain/money/affiliate-payouts';
import { formatDateTime } from '@roteiro/domain/time/format';
import { useState } from 'react';
import { errorText } from '../../shared/i18n/errorText.ts';
import { type TTexts, useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ConfirmModal } from '../../shared/ui/ConfirmModal.tsx';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { useAffiliatePayoutsQuery, usePayAffiliateMutation } from '../payouts/payoutQueries.ts';
import { resultText } from '../payouts/payoutTexts.ts';
import { AffiliateTermsModal } from './AffiliateTermsModal.tsx';
import { affiliatePayoutTexts, earningsIn, percentIn } from './affiliateTexts.ts';

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

const historyColumnsIn = ({ t, day, price, locale }: TTexts): TDataTableColumn<TAffiliatePayoutItem>[] => [
  {
    key: 'when',
    header: t('affiliate.admin.when'),
    render: (row) => <Text size="sm">{formatDateTime(row.occurredAt, locale)}</Text>,
  },
  {
    key: 'kind',
    header: t('affiliate.admin.movement'),
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
        {t(`affiliate.admin.kind.${row.kind}`)}
      </Text>
    ),
  },
  { key: 'amount', header: t('affiliate.admin.amount'), render: (row) => price(row.amountCents) },
  {
    key: 'booking',
    header: t('affiliate.admin.booking'),
    isHiddenOnMobile: true,
    render: (row) => (
      <Text size="sm">
        {row.activityTitle}, {day(row.day)}
      </Text>
    ),
  },
  {
    key: 'transfer',
    header: t('affiliate.admin.transfer'),
    isHiddenOnMobile: true,
    render: (row) => (
      <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {row.providerRef ?? '—'}
      </Text>
    ),
  },
];

/** Why the admin cannot pay this affiliate now, or null. */
function payBlock(affiliate: TAdminAffiliate, { say }: TTexts): string | null {
  if (!affiliate.paymentAccountId) {
    return say(affiliatePayoutTexts, 'noPaymentAccount');
  }
  if (!affiliate.isPaymentAccountSetUp) {
    return say(affiliatePayoutTexts, 'setupNotFinished');
  }
  if (affiliate.earnings.approvedCents === 0) {
    return say(affiliatePayoutTexts, 'nothingApproved');
  }
  return null;
}

/** One toast for the whole payout: what was transferred and kept back, or why it was not. */
function reportPayout(affiliate: TAdminAffiliate, answer: TAffiliatePayoutResponse, texts: TTexts) {
  const { t, say, price } = texts;
  if (answer.skipped) {
    toast.danger(resultText(answer.skipped, answer.skippedRef, texts));
    return;
  }
  const paid = answer.results.filter((result) => result.outcome === 'paid');
  const problems = answer.results.filter(
    (result) => result.outcome === 'failed' || result.outcome === 'skipped',
  );
  if (paid.length > 0) {
    const transferred = paid.reduce((sum, result) => sum + result.transferredCents, 0);
    const withheld = paid.reduce((sum, result) => sum + result.withheldCents, 0);
    const values = { amount: price(transferred), name: affiliate.name, count: paid.length };
    toast.success(
      withheld > 0
        ? t('affiliate.admin.paidKeptBackToast', { ...values, kept: price(withheld) })
        : t('affiliate.admin.paidToast', values),
    );
  }
  for (const message of new Set(
    problems.map((problem) =>
      problem.message
        ? resultText(problem.message, problem.messageRef, texts)
        : say(affiliatePayoutTexts, 'transferFailed'),
    ),
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
  const texts = useT();
  const { t, price, locale } = texts;
  const [isConfirming, setIsConfirming] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [historyPage, setHistoryPage] = useState(1);
  const history = useAffiliatePayoutsQuery(affiliate.id, historyPage);
  const pay = usePayAffiliateMutation();
  const block = payBlock(affiliate, texts);
  const own = coupons.data?.filter((coupon) => coupon.affiliateId === affiliate.id) ?? [];

  const handlePay = () =>
    pay.mutate(affiliate.id, {
      onSuccess: (answer) => {
        setIsConfirming(false);
        reportPayout(affiliate, answer, texts);
      },
      onError: (error) => {
        setIsConfirming(false);
        toast.danger(errorText(error, texts));
      },
    });

  return (
    <Stack gap="md" py="xs">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Fact
          label={t('affiliate.admin.paymentAccountId')}
          value={affiliate.paymentAccountId ?? t('affiliate.admin.notCreated')}
        />
        <Fact label={t('affiliate.admin.email')} value={affiliate.email} />
        <Fact label={t('affiliate.admin.phone')} value={affiliate.phoneNumber ?? '—'} />
        <Fact
          label={t('affiliate.admin.terms')}
          value={t('affiliate.admin.termsValue', {
            commission: percentIn(affiliate.commissionPercent, locale),
            discount: percentIn(affiliate.discountPercent, locale),
          })}
        />
        <Fact
          label={t('affiliate.admin.pending')}
          value={earningsIn(affiliate.earnings.pendingCents, texts)}
        />
        <Fact
          label={t('affiliate.admin.approved')}
          value={earningsIn(affiliate.earnings.approvedCents, texts)}
          testId="admin-approved"
        />
        <Fact
          label={t('affiliate.admin.paid')}
          value={earningsIn(affiliate.earnings.paidCents, texts)}
          testId="admin-paid"
        />
        <Fact label={t('affiliate.admin.timesRedeemed')} value={String(affiliate.timesRedeemed)} />
      </SimpleGrid>
      {affiliate.clawbackCarriedCents > 0 && (
        <Alert
          color="orange"
          variant="light"
          title={t('affiliate.admin.clawbackTitle')}
          data-testid="admin-clawback"
        >
          {t('affiliate.admin.clawbackText', { amount: price(affiliate.clawbackCarriedCents) })}
        </Alert>
      )}
      <Group gap="sm">
        <Button mih={44} disabled={block !== null} onClick={() => setIsConfirming(true)}>
          {t('affiliate.admin.pay')}
        </Button>
        <Button mih={44} variant="default" onClick={() => setIsEditing(true)}>
          {t('affiliate.admin.changeTerms')}
        </Button>
        {block && (
          <Text size="sm" c="dimmed">
            {block}
          </Text>
        )}
      </Group>
      <div>
        <Title order={3} size="h5" mb={4}>
          {t('affiliate.admin.couponsTitle')}
        </Title>
        {coupons.error ? (
          <Text size="sm" c="red.8" role="alert">
            {coupons.error}
          </Text>
        ) : !coupons.data ? (
          <Text size="sm" c="dimmed">
            {t('affiliate.admin.couponsLoading')}
          </Text>
        ) : own.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('affiliate.admin.noCoupon')}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {own.map((coupon) => (
              <List.Item key={coupon.couponId}>
                <Text span size="sm" ff="monospace">
                  {coupon.couponId}
                </Text>{' '}
                {coupon.name ?? ''} ·{' '}
                {t('affiliate.admin.couponOff', { percent: percentIn(coupon.percentOff ?? 0, locale) })}
                {coupon.isCurrent ? ` · ${t('affiliate.admin.couponCurrent')}` : ''}
                {coupon.isValid ? '' : ` · ${t('affiliate.admin.couponInvalid')}`}
              </List.Item>
            ))}
          </List>
        )}
      </div>
      <div>
        <Title order={3} size="h5" mb={4}>
          {t('affiliate.admin.historyTitle')}
        </Title>
        <DataTable
          errorTitle={t('affiliate.common.listFailed')}
          label={t('affiliate.admin.historyLabel', { name: affiliate.name })}
          columns={historyColumnsIn(texts)}
          rowKey={(row) => row.id}
          data={history.data}
          isLoading={history.isFetching}
          error={history.error ? errorText(history.error, texts) : undefined}
          onRetry={retryFor(history)}
          emptyText={t('affiliate.admin.historyEmpty')}
          minWidth={280}
          page={historyPage}
          onPageChange={setHistoryPage}
        />
      </div>

      <ConfirmModal
        cancelLabel={t('affiliate.common.cancel')}
        opened={isConfirming}
        title={t('affiliate.admin.confirmTitle', { name: affiliate.name })}
        confirmLabel={t('affiliate.admin.confirmLabel')}
        isLoading={pay.isPending}
        onConfirm={handlePay}
        onClose={() => setIsConfirming(false)}
      >
        <Stack gap="xs">
          <Text>{t('affiliate.admin.confirmText', { amount: price(affiliate.earnings.approvedCents) })}</Text>
          {affiliate.clawbackCarriedCents > 0 && (
            <Text size="sm">
              {t('affiliate.admin.confirmKeptBack', { amount: price(affiliate.clawbackCarriedCents) })}
            </Text>
          )}
        </Stack>
      </ConfirmModal>
      {isEditing && <AffiliateTermsModal affiliate={affiliate} onClose={() => setIsEditing(false)} />}
    </Stack>
  );
}
