import { Badge, Button, Container, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { MONEY_MOVEMENT_KINDS, type TMoneyMovementItem } from '@roteiro/domain/booking/booking';
import { INCOMING_MOVEMENT_KINDS } from '@roteiro/domain/money/ledger';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDateTime, formatDay } from '@roteiro/domain/time/format';
import { Link, useSearchParams } from 'react-router';
import { usePaymentHistoryQuery } from '../../../features/booking/adminBookingQueries.ts';
import { LedgerByGroup, LedgerSums } from '../../../features/payouts/LedgerByGroup.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { pageFrom } from '../../../shared/lib/pageFrom.ts';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';

const KIND_LABELS: Record<TMoneyMovementItem['kind'], string> = {
  charge: 'Charge',
  refund: 'Refund',
  company_transfer: 'Company payout',
  affiliate_transfer: 'Affiliate payout',
  commission_offset: 'Commission offset',
  commission_clawback: 'Claw-back',
};

const isIncoming = (kind: TMoneyMovementItem['kind']) => INCOMING_MOVEMENT_KINDS.includes(kind);

const VIEWS = [
  { value: 'movements', label: 'Movements' },
  { value: 'groups', label: 'By group' },
];

/**
 * /admin/payment-history — the ledger of charges, refunds and transfers with a group's balance on demand, and
 * the balance of every group ("By group").
 */
export function AdminPaymentHistoryPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'groups' ? 'groups' : 'movements';
  const filters = {
    page: pageFrom(params.get('page')),
    kind: params.get('kind') ?? '',
    groupId: params.get('groupId') ?? '',
  };
  const history = usePaymentHistoryQuery(filters, view === 'movements');
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      if (value) {
        current.set(name, value);
      } else {
        current.delete(name);
      }
      if (name !== 'page') {
        current.delete('page');
      }
      return current;
    });

  const columns: TDataTableColumn<TMoneyMovementItem>[] = [
    { key: 'when', header: 'When', render: (row) => <Text fz="sm">{formatDateTime(row.occurredAt)}</Text> },
    {
      key: 'kind',
      header: 'Kind',
      render: (row) => (
        <Badge
          variant="light"
          color={isIncoming(row.kind) ? 'green' : row.kind === 'refund' ? 'red' : 'azulejo'}
        >
          {KIND_LABELS[row.kind]}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      render: (row) => (
        <Text fz="sm" fw={600} c={isIncoming(row.kind) ? 'green' : undefined}>
          {isIncoming(row.kind) ? '+' : '−'}
          {formatCents(row.amountCents)}
        </Text>
      ),
    },
    {
      key: 'booking',
      header: 'Booking',
      render: (row) => (
        <div>
          <Text fz="sm" ff="monospace">
            {row.bookingReference ?? '—'}
          </Text>
          {row.activityTitle && (
            <Text fz="xs" c="dimmed">
              {row.activityTitle}
              {row.day ? `, ${formatDay(row.day)}` : ''}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'group',
      header: 'Group',
      isHiddenOnMobile: true,
      render: (row) =>
        row.groupId ? (
          <Button
            size="xs"
            variant="subtle"
            aria-label={`Group balance: ${row.activityTitle ?? 'this movement'}${row.day ? `, ${formatDay(row.day)}` : ''}`}
            onClick={() => setParam('groupId', row.groupId)}
          >
            Group balance
          </Button>
        ) : null,
    },
    {
      key: 'provider',
      header: 'Provider reference',
      isHiddenOnMobile: true,
      render: (row) =>
        row.cashVendorName ? (
          <Text fz="xs">Cash · {row.cashVendorName}</Text>
        ) : (
          <Text fz="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {row.providerRef ?? '—'}
          </Text>
        ),
    },
  ];

  const balance = history.data?.groupBalance ?? null;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Payment history</Title>
          <Button component={Link} to="/admin/bookings" variant="default">
            Bookings Stats
          </Button>
        </Group>
        <SegmentedControl
          aria-label="Show"
          value={view}
          onChange={(value) =>
            setParams((current) => {
              current.set('view', value);
              current.delete('page');
              return current;
            })
          }
          data={VIEWS}
          maw={320}
        />
        {view === 'groups' ? (
          <LedgerByGroup
            page={filters.page}
            onPageChange={(next) => setParam('page', String(next))}
            onOpenGroup={(groupId) =>
              setParams((current) => {
                current.set('view', 'movements');
                current.set('groupId', groupId);
                current.delete('page');
                current.delete('kind');
                return current;
              })
            }
          />
        ) : (
          <>
            <Group align="flex-end">
              <Select
                label="Kind"
                placeholder="All movements"
                clearable
                data={MONEY_MOVEMENT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
                value={filters.kind || null}
                onChange={(value) => setParam('kind', value)}
                w={240}
              />
              {filters.groupId && (
                <Button variant="default" onClick={() => setParam('groupId', null)}>
                  Show all groups
                </Button>
              )}
            </Group>
            {balance && (
              <LedgerSums
                sums={balance}
                label={`Balance of ${balance.activityTitle}, ${formatDay(balance.day)} ${balance.startTime}`}
              />
            )}
            <DataTable
              label="Payment history"
              columns={columns}
              rowKey={(row) => row.id}
              data={history.data}
              isLoading={history.isPending}
              error={history.isError ? history.error.message : null}
              onRetry={retryFor(history)}
              isRetrying={history.isFetching}
              emptyText="No money movements yet."
              minWidth={640}
              page={filters.page}
              onPageChange={(next) => setParam('page', String(next))}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
