import { Anchor, Badge, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { isBalanced, type TGroupBalance, type TLedgerSums } from '@roteiro/domain/money/ledger';
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

/** The five sums of a balance (a group's or everything's), the cash part, and whether they add up. */
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
        {!isBalanced(sums) && (
          <Badge color="red" variant="filled">
            These sums do not add up
          </Badge>
        )}
      </Stack>
    </Card>
  );
}

const columnsOpening = (onOpenGroup: (groupId: string) => void): TDataTableColumn<TGroupBalance>[] => [
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
];

/**
 * The ledger by activity group (/admin/payment-history, "By group"): the balance of everything, what
 * affiliates still owe from claw-backs, and each group's balance, latest day first.
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
