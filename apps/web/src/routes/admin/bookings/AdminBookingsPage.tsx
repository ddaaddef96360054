import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { BOOKING_STATUSES, type TAdminBookingItem } from '@roteiro/domain/booking/booking';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDateTime, formatDay, formatPassValidity } from '@roteiro/domain/time/format';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type TAdminBookingsFilters,
  useAdminBookingsQuery,
  useAdminRefundMutation,
} from '../../../features/booking/adminBookingQueries.ts';
import { useActivityOptionsQuery } from '../../../features/catalogue-admin/catalogueAdminQueries.ts';
import { importWithRetry } from '../../../shared/lib/importWithRetry.ts';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal.tsx';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { DayInput } from '../../../shared/ui/DayInput.tsx';
import { toast } from '../../../shared/ui/toasts.ts';

const BookingsChart = lazy(() =>
  importWithRetry(() => import('../../../features/booking/BookingsChart.tsx')).then((module) => ({
    default: module.BookingsChart,
  })),
);

const STATUS_COLORS: Record<TAdminBookingItem['status'], string> = {
  pending: 'yellow',
  paid: 'green',
  refunded: 'gray',
  canceled: 'gray',
};

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Card>
  );
}

/** /admin/bookings — Bookings Stats: bookings filtered and paged on the server, totals, a chart, refunds. */
export function AdminBookingsPage() {
  const { page, search, setPage, setSearch } = useTableParams();
  const [params, setParams] = useSearchParams();
  const filters: TAdminBookingsFilters = {
    page,
    search,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    activityId: params.get('activityId') ?? '',
    status: params.get('status') ?? '',
  };
  const bookings = useAdminBookingsQuery(filters);
  const activities = useActivityOptionsQuery();
  const refund = useAdminRefundMutation();
  const [refunding, setRefunding] = useState<TAdminBookingItem | null>(null);

  const setFilter = (name: 'from' | 'to' | 'activityId' | 'status', value: string | null) =>
    setParams(
      (current) => {
        if (value) {
          current.set(name, value);
        } else {
          current.delete(name);
        }
        current.delete('page');
        return current;
      },
      { replace: true },
    );

  const columns: TDataTableColumn<TAdminBookingItem>[] = [
    {
      key: 'reference',
      header: 'Reference',
      render: (row) => (
        <Text ff="monospace" fz="sm">
          {row.reference}
        </Text>
      ),
    },
    {
      key: 'activity',
      header: 'Activity',
      render: (row) => (
        <div>
          <Text fz="sm">{row.eventTitle ?? row.activityTitle}</Text>
          <Text fz="xs" c="dimmed">
            {formatDay(row.day)} {row.passWindow ? formatPassValidity(row.passWindow) : row.startTime} ·{' '}
            {row.participantCount} {row.participantCount === 1 ? 'person' : 'people'}
          </Text>
          {/* Phones: the hidden columns stacked here, so the list needs no sideways scroll at 360 px. */}
          <Text fz="xs" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.clientName} · {row.clientEmail}
          </Text>
          <Text fz="xs" fw={600} hiddenFrom="sm">
            {`${formatCents(row.amountCents)} · ${row.status} · booked ${formatDateTime(row.createdAt)}`}
          </Text>
        </div>
      ),
    },
    {
      key: 'client',
      header: 'Traveller',
      isHiddenOnMobile: true,
      render: (row) => (
        <div>
          <Text fz="sm">{row.clientName}</Text>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.clientEmail}
          </Text>
        </div>
      ),
    },
    {
      key: 'made',
      header: 'Booked on',
      isHiddenOnMobile: true,
      render: (row) => <Text fz="sm">{formatDateTime(row.createdAt)}</Text>,
    },
    {
      key: 'amount',
      header: 'Amount',
      isHiddenOnMobile: true,
      render: (row) => (
        <Text fz="sm">
          {formatCents(row.amountCents)}
          {row.discountCents > 0 && (
            <Text span fz="xs" c="dimmed">
              {' '}
              (−{formatCents(row.discountCents)})
            </Text>
          )}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      isHiddenOnMobile: true,
      render: (row) => (
        <Badge color={STATUS_COLORS[row.status]} variant="light">
          {row.status}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) =>
        row.canRefund ? (
          <Button size="xs" color="red" variant="light" onClick={() => setRefunding(row)}>
            Refund
          </Button>
        ) : null,
    },
  ];

  const data = bookings.data;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Bookings Stats</Title>
          <Button component={Link} to="/admin/payment-history" variant="default">
            Payment history
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" role="group" aria-label="Filters">
          <DayInput
            label="Booked from"
            value={filters.from}
            onChange={(day) => setFilter('from', day)}
            clearable
          />
          <DayInput
            label="Booked until"
            value={filters.to}
            onChange={(day) => setFilter('to', day)}
            clearable
          />
          <Select
            label="Activity"
            placeholder="All activities"
            clearable
            searchable
            data={(activities.data?.items ?? []).map((item) => ({ value: item.id, label: item.title }))}
            value={filters.activityId || null}
            onChange={(value) => setFilter('activityId', value)}
          />
          <Select
            label="Status"
            placeholder="All statuses"
            clearable
            data={BOOKING_STATUSES.map((status) => ({ value: status, label: status }))}
            value={filters.status || null}
            onChange={(value) => setFilter('status', value)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-label="Totals" role="group">
          {data ? (
            <>
              <Total label="Bookings" value={String(data.totals.count)} />
              <Total label="Paid" value={formatCents(data.totals.paidCents)} />
              <Total label="Refunded" value={formatCents(data.totals.refundedCents)} />
              <Total label="Net" value={formatCents(data.totals.netCents)} />
            </>
          ) : (
            [1, 2, 3, 4].map((key) => <Skeleton key={key} height={76} />)
          )}
        </SimpleGrid>
        <Card withBorder padding="md">
          {data && data.series.length > 0 ? (
            <Suspense fallback={<Skeleton height={450} />}>
              <BookingsChart series={data.series} />
            </Suspense>
          ) : data ? (
            <Text c="dimmed">No bookings in this period.</Text>
          ) : (
            <Skeleton height={450} />
          )}
        </Card>
        <DataTable
          label="Bookings"
          columns={columns}
          rowKey={(row) => row.id}
          data={data}
          isLoading={bookings.isPending}
          error={bookings.isError ? bookings.error.message : null}
          onRetry={retryFor(bookings)}
          isRetrying={bookings.isFetching}
          emptyText="No bookings match these filters."
          page={page}
          onPageChange={setPage}
          search={{ value: search, placeholder: 'Search by reference, e-mail or name', onChange: setSearch }}
        />
      </Stack>
      <ConfirmModal
        opened={refunding !== null}
        title="Refund this booking?"
        confirmLabel="Refund"
        isDanger
        isLoading={refund.isPending}
        onClose={() => setRefunding(null)}
        onConfirm={() => {
          if (!refunding) {
            return;
          }
          refund.mutate(refunding.id, {
            onSuccess: () => {
              toast.success(`Booking ${refunding.reference} refunded.`);
              setRefunding(null);
            },
            onError: (error) => {
              toast.danger(error.message);
              setRefunding(null);
            },
          });
        }}
      >
        {refunding
          ? `${refunding.clientName} is refunded ${formatCents(refunding.amountCents)} in full, their tickets are voided and the places released. This cannot be undone.`
          : ''}
      </ConfirmModal>
    </Container>
  );
}
