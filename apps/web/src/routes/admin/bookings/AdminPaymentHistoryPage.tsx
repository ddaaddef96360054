import { Badge, Button, Card, Container, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MONEY_MOVEMENT_KINDS, type TMoneyMovementItem } from '@roteiro/domain/booking/booking';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDateTime, formatDay } from '@roteiro/domain/time/format';
import { Link, useSearchParams } from 'react-router';
import { usePaymentHistoryQuery } from '../../../features/booking/adminBookingQueries.ts';
import { pageFrom } from '../../../shared/lib/pageFrom.ts';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';

const KIND_LABELS: Record<TMoneyMovementItem['kind'], string> = {
  charge: 'Charge',
  refund: 'Refund',
  company_transfer: 'Company payout',
  affiliate_transfer: 'Affiliate payout',
};

/** /admin/payment-history — the ledger of charges, refunds and transfers; a group's balance on demand. */
export function AdminPaymentHistoryPage() {
  const [params, setParams] = useSearchParams();
  const filters = {
    page: pageFrom(params.get('page')),
    kind: params.get('kind') ?? '',
    groupId: params.get('groupId') ?? '',
  };
  const history = usePaymentHistoryQuery(filters);
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
          color={row.kind === 'charge' ? 'green' : row.kind === 'refund' ? 'red' : 'azulejo'}
        >
          {KIND_LABELS[row.kind]}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      render: (row) => (
        <Text fz="sm" fw={600} c={row.kind === 'charge' ? 'green.8' : undefined}>
          {row.kind === 'charge' ? '+' : '−'}
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
            aria-label={`Balance of the group of ${row.activityTitle ?? 'this movement'}${row.day ? `, ${formatDay(row.day)}` : ''}`}
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
      render: (row) => (
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
          <Card withBorder padding="md" aria-label="Group balance" component="section">
            <Text fw={600} mb="sm">
              Balance of this group: paid by travellers = refunds + company payouts + commissions + margin
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
              {(
                [
                  ['Paid by travellers', balance.paidByTravellers],
                  ['Refunds', balance.refunds],
                  ['Company payouts', balance.companyPayouts],
                  ['Commissions paid', balance.commissionsPaid],
                  ['Margin', balance.margin],
                ] as const
              ).map(([label, cents]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {label}
                  </Text>
                  <Text fw={700}>{formatCents(cents)}</Text>
                </div>
              ))}
            </SimpleGrid>
          </Card>
        )}
        <DataTable
          label="Payment history"
          columns={columns}
          rowKey={(row) => row.id}
          data={history.data}
          isLoading={history.isPending}
          error={history.isError ? history.error.message : null}
          onRetry={() => void history.refetch()}
          isRetrying={history.isFetching}
          emptyText="No money movements yet."
          minWidth={640}
          page={filters.page}
          onPageChange={(next) => setParam('page', String(next))}
        />
      </Stack>
    </Container>
  );
}
