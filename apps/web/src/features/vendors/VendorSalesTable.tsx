import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatCents } from '@roteiro/domain/money/money';
import type { TPage } from '@roteiro/domain/paging/page';
import { formatDateTime, formatDay, formatPassValidity } from '@roteiro/domain/time/format';
import type { TVendorSaleItem } from '@roteiro/domain/vendors/counter';
import { Link } from 'react-router';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';

const STATUS: Record<TVendorSaleItem['status'], { label: string; color: string }> = {
  pending: { label: 'Waiting for payment', color: 'yellow' },
  paid: { label: 'Paid', color: 'green' },
  refunded: { label: 'Refunded', color: 'gray' },
  canceled: { label: 'Canceled', color: 'gray' },
};

export function SaleStatusBadge({ status }: { status: TVendorSaleItem['status'] }) {
  return (
    <Badge
      color={STATUS[status].color}
      variant="light"
      tt="none"
      h="auto"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {STATUS[status].label}
    </Badge>
  );
}

const columnsOf = (linkOf: (row: TVendorSaleItem) => string): TDataTableColumn<TVendorSaleItem>[] => [
  {
    key: 'what',
    header: 'Sale',
    render: (row) => (
      <Stack gap={0}>
        <Anchor component={Link} to={linkOf(row)} size="sm" fw={600} mih={28}>
          {row.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatDay(row.day)} {row.passWindow ? formatPassValidity(row.passWindow) : row.startTime} ·{' '}
          {row.participantCount} {row.participantCount === 1 ? 'ticket' : 'tickets'} · {row.reference}
        </Text>
      </Stack>
    ),
  },
  { key: 'customer', header: 'Customer', render: (row) => row.clientName, isHiddenOnMobile: true },
  {
    key: 'sold',
    header: 'Sold',
    render: (row) => formatDateTime(row.createdAt),
    isHiddenOnMobile: true,
  },
  {
    key: 'amount',
    header: 'Amount',
    render: (row) => (
      <Stack gap={2} align="flex-start">
        <Text size="sm" fw={600}>
          {formatCents(row.amountCents)}
        </Text>
        <Group gap={4}>
          <Badge variant="outline" color="gray" tt="none">
            {row.paymentMethod === 'cash' ? 'Cash' : 'Card'}
          </Badge>
          <SaleStatusBadge status={row.status} />
        </Group>
      </Stack>
    ),
  },
];

type TVendorSalesTableProps = {
  data: TPage<TVendorSaleItem> | undefined;
  isLoading: boolean;
  error: string | undefined;
  page: number;
  onPageChange: (page: number) => void;
  /** Where a sale's title leads (the vendor's sale page, the admin's bookings). */
  linkOf: (row: TVendorSaleItem) => string;
};

/** A vendor's sales, newest first (the vendor's own dashboard, and the admin's vendor page). */
export function VendorSalesTable({
  data,
  isLoading,
  error,
  page,
  onPageChange,
  linkOf,
}: TVendorSalesTableProps) {
  return (
    <DataTable
      label="Sales"
      columns={columnsOf(linkOf)}
      rowKey={(row) => row.id}
      data={data}
      isLoading={isLoading}
      error={error}
      emptyTitle="No sales yet"
      emptyText="Tickets sold at the counter appear here."
      page={page}
      onPageChange={onPageChange}
    />
  );
}
