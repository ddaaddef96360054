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
import { wholeNumber } from '@roteiro/domain/i18n/numbers';
import { formatDateTime, formatDay, formatPassValidity } from '@roteiro/domain/time/format';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type TAdminBookingsFilters,
  useAdminBookingsQuery,
  useAdminRefundMutation,
} from '../../../features/booking/adminBookingQueries.ts';
import { useActivityOptionsQuery } from '../../../features/catalogue-admin/catalogueAdminQueries.ts';
import '../../../features/booking/bookingTexts.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
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
  const texts = useT();
  const { t, price, locale } = texts;
  const statusLabel = (status: TAdminBookingItem['status']) => t(`admin.bookings.status.${status}`);
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
      header: t('admin.bookings.reference'),
      render: (row) => (
        <Text ff="monospace" fz="sm">
          {row.reference}
        </Text>
      ),
    },
    {
      key: 'activity',
      header: t('admin.common.activity'),
      render: (row) => (
        <div>
          <Text fz="sm">{row.eventTitle ?? row.activityTitle}</Text>
          <Text fz="xs" c="dimmed">
            {formatDay(row.day, locale)}{' '}
            {row.passWindow ? formatPassValidity(row.passWindow, locale) : row.startTime} ·{' '}
            {t('admin.bookings.people', { count: row.participantCount })}
          </Text>
          {/* Phones: the hidden columns stacked here, so the list needs no sideways scroll at 360 px. */}
          <Text fz="xs" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.clientName} · {row.clientEmail}
          </Text>
          <Text fz="xs" fw={600} hiddenFrom="sm">
            {t('admin.bookings.mobileSummary', {
              amount: price(row.amountCents),
              status: statusLabel(row.status),
              when: formatDateTime(row.createdAt, locale),
            })}
          </Text>
        </div>
      ),
    },
    {
      key: 'client',
      header: t('admin.bookings.traveller'),
      isHiddenOnMobile: true,
      render: (row) => (
        <div>
          <Text fz="sm">{row.clientName}</Text>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.clientEmail}
          </Text>
          {row.reseller && (
            <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
              {row.reseller.reference
                ? t('admin.bookings.soldByResellerWithReference', {
                    reseller: row.reseller.name,
                    reference: row.reseller.reference,
                    owes: price(row.reseller.owesCents),
                  })
                : t('admin.bookings.soldByReseller', {
                    reseller: row.reseller.name,
                    owes: price(row.reseller.owesCents),
                  })}
            </Text>
          )}
          {row.channel === 'counter' && <Text fz="xs">{t('admin.bookings.soldAtCounter')}</Text>}
        </div>
      ),
    },
    {
      key: 'made',
      header: t('admin.bookings.bookedOn'),
      isHiddenOnMobile: true,
      render: (row) => <Text fz="sm">{formatDateTime(row.createdAt, locale)}</Text>,
    },
    {
      key: 'amount',
      header: t('admin.common.amount'),
      isHiddenOnMobile: true,
      render: (row) => (
        <Text fz="sm">
          {price(row.amountCents)}
          {row.discountCents > 0 && (
            <Text span fz="xs" c="dimmed">
              {' '}
              (−{price(row.discountCents)})
            </Text>
          )}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('admin.common.status'),
      isHiddenOnMobile: true,
      render: (row) => (
        <Badge color={STATUS_COLORS[row.status]} variant="light">
          {statusLabel(row.status)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('admin.bookings.actions'),
      render: (row) =>
        row.canRefund ? (
          <Button size="xs" color="red" variant="light" onClick={() => setRefunding(row)}>
            {t('admin.bookings.refund')}
          </Button>
        ) : null,
    },
  ];

  const data = bookings.data;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('admin.bookings.title')}</Title>
          <Button component={Link} to="/admin/payment-history" variant="default">
            {t('admin.bookings.paymentHistory')}
          </Button>
        </Group>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="sm"
          role="group"
          aria-label={t('admin.bookings.filters')}
        >
          <DayInput
            label={t('admin.bookings.bookedFrom')}
            value={filters.from}
            onChange={(day) => setFilter('from', day)}
            clearable
          />
          <DayInput
            label={t('admin.bookings.bookedUntil')}
            value={filters.to}
            onChange={(day) => setFilter('to', day)}
            clearable
          />
          <Select
            label={t('admin.common.activity')}
            placeholder={t('admin.bookings.allActivities')}
            clearable
            searchable
            data={(activities.data?.items ?? []).map((item) => ({ value: item.id, label: item.title }))}
            value={filters.activityId || null}
            onChange={(value) => setFilter('activityId', value)}
          />
          <Select
            label={t('admin.common.status')}
            placeholder={t('admin.bookings.allStatuses')}
            clearable
            data={BOOKING_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
            value={filters.status || null}
            onChange={(value) => setFilter('status', value)}
          />
        </SimpleGrid>
        <SimpleGrid
          cols={{ base: 2, md: 4 }}
          spacing="sm"
          aria-label={t('admin.bookings.totals')}
          role="group"
        >
          {data ? (
            <>
              <Total label={t('admin.bookings.bookings')} value={wholeNumber(data.totals.count, locale)} />
              <Total label={t('admin.bookings.paid')} value={price(data.totals.paidCents)} />
              <Total label={t('admin.bookings.refunded')} value={price(data.totals.refundedCents)} />
              <Total label={t('admin.bookings.net')} value={price(data.totals.netCents)} />
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
            <Text c="dimmed">{t('admin.bookings.noneInPeriod')}</Text>
          ) : (
            <Skeleton height={450} />
          )}
        </Card>
        <DataTable
          label={t('admin.bookings.tableLabel')}
          columns={columns}
          rowKey={(row) => row.id}
          data={data}
          isLoading={bookings.isPending}
          error={bookings.isError ? errorText(bookings.error, texts) : null}
          onRetry={retryFor(bookings)}
          isRetrying={bookings.isFetching}
          emptyText={t('admin.bookings.noMatch')}
          page={page}
          onPageChange={setPage}
          search={{ value: search, placeholder: t('admin.bookings.search'), onChange: setSearch }}
        />
      </Stack>
      <ConfirmModal
        opened={refunding !== null}
        title={t('admin.bookings.refundTitle')}
        confirmLabel={t('admin.bookings.refund')}
        cancelLabel={t('admin.common.cancel')}
        isDanger
        isLoading={refund.isPending}
        onClose={() => setRefunding(null)}
        onConfirm={() => {
          if (!refunding) {
            return;
          }
          refund.mutate(refunding.id, {
            onSuccess: () => {
              toast.success(t('admin.bookings.refundedToast', { reference: refunding.reference }));
              setRefunding(null);
            },
            onError: (error) => {
              toast.danger(errorText(error, texts));
              setRefunding(null);
            },
          });
        }}
      >
        {refunding
          ? t('admin.bookings.refundText', {
              name: refunding.clientName,
              amount: price(refunding.amountCents),
            })
          : ''}
      </ConfirmModal>
    </Container>
  );
}
