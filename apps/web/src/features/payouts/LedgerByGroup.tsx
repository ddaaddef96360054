import { Anchor, Card, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type {
  TGroupReconciliation,
  TLedgerCheck,
  TLedgerGroup,
  TLedgerSums,
} from '@roteiro/domain/money/ledger';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDay } from '@roteiro/domain/time/format';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';
import { useLedgerGroupsQuery } from './payoutQueries.ts';

/** The identity every balance shows, in the admin's words. */
export const LEDGER_IDENTITY = 'Paid by travellers = refunds + company payouts + commissions + margin';

const sumFields: [key: keyof TLedgerSums, label: string][] = [
  ['paidByTravellers', 'Paid by travellers'],
  ['refunds', 'Refunds'],
  ['companyPayouts', 'Company payouts'],
  ['commissions', 'Commissions'],
  ['margin', 'Margin'],
];

/** The five sums of a balance (a group's or everything's) and the cash part. */
export function LedgerSums({ sums, label }: { sums: TLedgerSums; label: string }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Stack gap="sm">
        <Text fw={600}>
          {label}: {LEDGER_IDENTITY.toLowerCase()}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          {sumFields.map(([key, title]) => (
            <div key={key}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {title}
              </Text>
              <Text
                fw={700}
                data-testid={`sum-${key}`}
                c={key === 'margin' && sums.margin < 0 ? 'red.8' : undefined}
              >
                {formatCents(sums[key])}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {sums.cashSales > 0 && (
          <Text size="sm" c="dimmed">
            Of which {formatCents(sums.cashSales)} taken in cash by vendors.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** Each check of the reconciliation, and what the ledger's amount must equal there. */
const checkLabels: Record<TLedgerCheck, [what: string, against: string]> = {
  card_charge: ['Card charge', 'provider'],
  card_refund: ['Card refunds', 'provider'],
  cash_charge: ['Cash sale', 'booking'],
  cash_refund: ['Cash refund', 'booking'],
  company_transfer: ['Company transfer', 'provider'],
  company_payout: ['Company payout', 'guider payment'],
  affiliate_transfer: ['Affiliate transfer', 'provider'],
};

/**
 * Whether a group's ledger matches the payment provider's records (card charges, refunds, transfers), the runs'
 * guider payments and the cash bookings' amounts; each check that fails is listed.
 */
export function ReconciliationMarker({ reconciliation }: { reconciliation: TGroupReconciliation }) {
  if (reconciliation.status === 'reconciled') {
    return (
      <Text size="sm" c="green" fw={600} data-testid="reconciliation">
        Reconciled
      </Text>
    );
  }
  if (reconciliation.status === 'unavailable') {
    return (
      <Text size="sm" c="dimmed" data-testid="reconciliation">
        Not checked: the payment provider did not answer
      </Text>
    );
  }
  return (
    <Stack gap={2} data-testid="reconciliation">
      <Text size="sm" c="red" fw={700}>
        Does not reconcile
      </Text>
      <List size="xs" spacing={2}>
        {reconciliation.mismatches.map((mismatch) => {
          const [what, against] = checkLabels[mismatch.check];
          return (
            <List.Item key={`${mismatch.check}-${mismatch.ref}`} style={{ overflowWrap: 'anywhere' }}>
              {what} {mismatch.ref}: ledger {formatCents(mismatch.ledgerCents)}, {against}{' '}
              {formatCents(mismatch.expectedCents)}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

const columnsOpening = (onOpenGroup: (groupId: string) => void): TDataTableColumn<TLedgerGroup>[] => [
  {
    key: 'group',
    header: 'Group',
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
          aria-label={`Movements of ${row.activityTitle}, ${formatDay(row.day)} ${row.startTime}`}
        >
          {row.activityTitle}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatDay(row.day)} · {row.startTime}
        </Text>
      </Stack>
    ),
  },
  { key: 'paid', header: 'Paid by travellers', render: (row) => formatCents(row.paidByTravellers) },
  { key: 'refunds', header: 'Refunds', isHiddenOnMobile: true, render: (row) => formatCents(row.refunds) },
  {
    key: 'payouts',
    header: 'Company payouts',
    isHiddenOnMobile: true,
    render: (row) => formatCents(row.companyPayouts),
  },
  {
    key: 'commissions',
    header: 'Commissions',
    isHiddenOnMobile: true,
    render: (row) => formatCents(row.commissions),
  },
  {
    key: 'margin',
    header: 'Margin',
    render: (row) => (
      <Text size="sm" fw={600} c={row.margin < 0 ? 'red.8' : undefined}>
        {formatCents(row.margin)}
      </Text>
    ),
  },
  {
    key: 'reconciliation',
    header: 'Provider check',
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
  const ledger = useLedgerGroupsQuery(page);
  return (
    <Stack gap="md">
      {ledger.data && (
        <>
          <LedgerSums sums={ledger.data.totals} label="All groups" />
          {ledger.data.clawbackCarried > 0 && (
            <Text size="sm" data-testid="clawback-carried">
              Affiliates still owe {formatCents(ledger.data.clawbackCarried)} of commissions refunded after
              payout; it is kept back from their next payouts.
            </Text>
          )}
        </>
      )}
      <DataTable
        label="Balance by group"
        columns={columnsOpening(onOpenGroup)}
        rowKey={(row) => row.groupId}
        data={ledger.data}
        isLoading={ledger.isPending}
        error={ledger.isError ? ledger.error.message : null}
        onRetry={retryFor(ledger)}
        isRetrying={ledger.isFetching}
        emptyText="No money movements yet."
        page={page}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
