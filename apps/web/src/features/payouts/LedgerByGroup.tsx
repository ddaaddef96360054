import { Anchor, Card, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type {
  TGroupReconciliation,
  TLedgerCheck,
  TLedgerGroup,
  TLedgerSums,
} from '@roteiro/domain/money/ledger';
import { errorText } from '../../shared/i18n/errorText.ts';
import { type TTexts, useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';
import { useLedgerGroupsQuery } from './payoutQueries.ts';

/** The sums of the identity every balance shows (the cash part is said apart). */
const sumFields = ['paidByTravellers', 'refunds', 'companyPayouts', 'commissions', 'margin'] as const;

/** The five sums of a balance (a group's or everything's) and the cash part. */
export function LedgerSums({ sums, label }: { sums: TLedgerSums; label: string }) {
  const { t, price } = useT();
  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Stack gap="sm">
        <Text fw={600}>
          {label}: {t('payments.ledger.identity').toLowerCase()}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          {sumFields.map((key) => (
            <div key={key}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(`payments.ledger.${key}`)}
              </Text>
              <Text
                fw={700}
                data-testid={`sum-${key}`}
                c={key === 'margin' && sums.margin < 0 ? 'red.8' : undefined}
              >
                {price(sums[key])}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {sums.cashSales > 0 && (
          <Text size="sm" c="dimmed">
            {t('payments.ledger.cash', { amount: price(sums.cashSales) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** What the ledger's amount must equal for each check of the reconciliation. */
const checkAgainst: Record<TLedgerCheck, 'provider' | 'booking' | 'guiderPayment'> = {
  card_charge: 'provider',
  card_refund: 'provider',
  cash_charge: 'booking',
  cash_refund: 'booking',
  account_charge: 'booking',
  account_refund: 'booking',
  company_transfer: 'provider',
  company_payout: 'guiderPayment',
  affiliate_transfer: 'provider',
};

/**
 * Whether a group's ledger matches the payment provider's records (card charges, refunds, transfers), the runs'
 * guider payments and the cash bookings' amounts; each check that fails is listed.
 */
export function ReconciliationMarker({ reconciliation }: { reconciliation: TGroupReconciliation }) {
  const { t, price } = useT();
  if (reconciliation.status === 'reconciled') {
    return (
      <Text size="sm" c="green" fw={600} data-testid="reconciliation">
        {t('payments.ledger.reconciled')}
      </Text>
    );
  }
  if (reconciliation.status === 'unavailable') {
    return (
      <Text size="sm" c="dimmed" data-testid="reconciliation">
        {t('payments.ledger.unavailable')}
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid="reconciliation">
      <Text size="sm" c="red" fw={700}>
        {t('payments.ledger.doesNotReconcile')}
      </Text>
      <List size="xs" spacing={2}>
        {reconciliation.mismatches.map((mismatch) => (
          <List.Item key={`${mismatch.check}-${mismatch.ref}`} style={{ overflowWrap: 'anywhere' }}>
            {t('payments.ledger.mismatch', {
              what: t(`payments.ledger.check.${mismatch.check}`),
              ref: mismatch.ref,
              ledger: price(mismatch.ledgerCents),
              against: t(`payments.ledger.against.${checkAgainst[mismatch.check]}`),
              expected: price(mismatch.expectedCents),
            })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

const columnsOpening = (
  onOpenGroup: (groupId: string) => void,
  { t, day, price }: TTexts,
): TDataTableColumn<TLedgerGroup>[] => [
  {
    key: 'group',
    header: t('payments.ledger.group'),
    render: (row) => (
      <Stack gap={2} align="flex-start">
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          ta="left"
          mih={32}
          onClick={() => onOpenGroup(row.groupId)}
          aria-label={t('payments.ledger.groupMovements', {
            activity: row.activityTitle,
            day: day(row.day),
            time: row.startTime,
          })}
        >
          {row.activityTitle}
        </Anchor>
        <Text size="xs" c="dimmed">
          {day(row.day)} · {row.startTime}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'paid',
    header: t('payments.ledger.paidByTravellers'),
    render: (row) => price(row.paidByTravellers),
  },
  {
    key: 'refunds',
    header: t('payments.ledger.refunds'),
    isHiddenOnMobile: true,
    render: (row) => price(row.refunds),
  },
  {
    key: 'payouts',
    header: t('payments.ledger.companyPayouts'),
    isHiddenOnMobile: true,
    render: (row) => price(row.companyPayouts),
  },
  {
    key: 'commissions',
    header: t('payments.ledger.commissions'),
    isHiddenOnMobile: true,
    render: (row) => price(row.commissions),
  },
  {
    key: 'margin',
    header: t('payments.ledger.margin'),
    render: (row) => (
      <Text size="sm" fw={600} c={row.margin < 0 ? 'red.8' : undefined}>
        {price(row.margin)}
      </Text>
    ),
  },
  {
    key: 'reconciliation',
    header: t('payments.ledger.providerCheck'),
    render: (row) => <ReconciliationMarker reconciliation={row.reconciliation} />,
  },
];

/**
 * The ledger by activity group (/admin/payment-history, "By group"): the balance of everything, what
 * affiliates still owe from claw-backs, and each group's balance, latest day first, with whether it reconciles.
 */
export function LedgerByGroup({
  page,
  onPageChange,
  onOpenGroup,
}: {
  page: number;
  onPageChange: (page: number) => void;
  /** Opens a group's movements. */
  onOpenGroup: (groupId: string) => void;
}) {
  const texts = useT();
  const { t, price } = texts;
  const ledger = useLedgerGroupsQuery(page);
  return (
    <Stack gap="md">
      {ledger.data && (
        <>
          <LedgerSums sums={ledger.data.totals} label={t('payments.ledger.allGroups')} />
          {ledger.data.clawbackCarried > 0 && (
            <Text size="sm" data-testid="clawback-carried">
              {t('payments.ledger.clawbackCarried', { amount: price(ledger.data.clawbackCarried) })}
            </Text>
          )}
        </>
      )}
      <DataTable
        errorTitle={t('payments.common.listFailed')}
        label={t('payments.ledger.tableLabel')}
        columns={columnsOpening(onOpenGroup, texts)}
        rowKey={(row) => row.groupId}
        data={ledger.data}
        isLoading={ledger.isPending}
        error={ledger.isError ? errorText(ledger.error, texts) : null}
        onRetry={retryFor(ledger)}
        isRetrying={ledger.isFetching}
        emptyText={t('payments.ledger.empty')}
        page={page}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
