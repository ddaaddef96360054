import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { TPage } from '@roteiro/domain/paging/page';
import { formatDateTime, formatDay, formatPassValidity } from '@roteiro/domain/time/format';
import type { TVendorSaleItem } from '@roteiro/domain/vendors/counter';
import { Link } from 'react-router';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { type TTexts, useT } from '../../shared/i18n/useT.tsx';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';

const STATUS: Record<TVendorSaleItem['status'], { label: TMessageId; color: string }> = {
  pending: { label: 'counter.salesTable.status.pending', color: 'yellow' },
  paid: { label: 'counter.salesTable.status.paid', color: 'green' },
  refunded: { label: 'counter.salesTable.status.refunded', color: 'gray' },
  canceled: { label: 'counter.salesTable.status.canceled', color: 'gray' },
};

export function SaleStatusBadge({ status }: { status: TVendorSaleItem['status'] }) {
  const { t } = useT();
  return (
    <Badge
      color={STATUS[status].color}
      variant="light"
      tt="none"
      h="auto"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {t(STATUS[status].label)}
    </Badge>
  );
}

const columnsOf = (
  { t, locale, price }: TTexts,
  linkOf: (row: TVendorSaleItem) => string,
): TDataTableColumn<TVendorSaleItem>[] => [
  {
    key: 'what',
    header: t('counter.salesTable.sale'),
    render: (row) => (
      <Stack gap={0}>
        <Anchor component={Link} to={linkOf(row)} size="sm" fw={600} mih={28}>
          {row.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatDay(row.day, locale)}{' '}
          {row.passWindow ? formatPassValidity(row.passWindow, locale) : row.startTime} ·{' '}
          {t('counter.salesTable.tickets', { count: row.participantCount })} · {row.reference}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'customer',
    header: t('counter.salesTable.customer'),
    render: (row) => row.clientName,
    isHiddenOnMobile: true,
  },
  {
    key: 'sold',
    header: t('counter.salesTable.sold'),
    render: (row) => formatDateTime(row.createdAt, locale),
    isHiddenOnMobile: true,
  },
  {
    key: 'amount',
    header: t('counter.salesTable.amount'),
    render: (row) => (
      <Stack gap={2} align="flex-start">
        <Text size="sm" fw={600}>
          {price(row.amountCents)}
        </Text>
        <Group gap={4}>
          <Badge variant="outline" color="gray" tt="none">
            {t(row.paymentMethod === 'cash' ? 'counter.salesTable.cash' : 'counter.salesTable.card')}
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
  const texts = useT();
  const { t } = texts;
  return (
    <DataTable
      label={t('counter.salesTable.label')}
      columns={columnsOf(texts, linkOf)}
      rowKey={(row) => row.id}
      data={data}
      isLoading={isLoading}
      error={error}
      emptyTitle={t('counter.salesTable.emptyTitle')}
      emptyText={t('counter.salesTable.emptyText')}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
