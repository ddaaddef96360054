import { Badge, Code, Container, Stack, Text, Title } from '@mantine/core';
import type { TAdminAffiliate } from '@roteiro/domain/affiliates/schemas';
import { messages } from '@roteiro/domain/messages/messages';
import { formatEarnings } from '@roteiro/domain/money/money';
import { useEffect } from 'react';
import { AdminAffiliateDetail } from '../../../features/affiliates/AdminAffiliateDetail.tsx';
import {
  useAdminAffiliatesQuery,
  useAffiliateCouponsQuery,
} from '../../../features/affiliates/affiliateQueries.ts';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { toast } from '../../../shared/ui/toasts.ts';

const columns: TDataTableColumn<TAdminAffiliate>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (row) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {row.discountCode ?? 'No code'}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'code',
    header: 'Discount code',
    isHiddenOnMobile: true,
    render: (row) => (row.discountCode ? <Code>{row.discountCode}</Code> : '—'),
  },
  {
    key: 'pending',
    header: 'Pending',
    isHiddenOnMobile: true,
    render: (row) => formatEarnings(row.earnings.pendingCents),
  },
  { key: 'approved', header: 'Approved', render: (row) => formatEarnings(row.earnings.approvedCents) },
  {
    key: 'paid',
    header: 'Paid',
    isHiddenOnMobile: true,
    render: (row) => formatEarnings(row.earnings.paidCents),
  },
  {
    key: 'payments',
    header: 'Payments',
    isHiddenOnMobile: true,
    render: (row) =>
      row.isPaymentAccountSetUp ? <Badge color="green">Set up</Badge> : <Badge color="yellow">Pending</Badge>,
  },
];

/**
 * Admin "Affiliates program": 10 per page, searchable; each affiliate's detail row holds its account, totals,
 * times redeemed, claw-backs carried, coupons at the provider, the payout action, terms and payout history.
 */
export function AdminAffiliatesPage() {
  const { page, search, setPage, setSearch } = useTableParams();
  const affiliates = useAdminAffiliatesQuery(page, search);
  const coupons = useAffiliateCouponsQuery();
  // Read here, not only inside the detail row: the query re-renders the page only for what it reads.
  const couponList = coupons.data?.coupons;
  const couponsError = coupons.isError ? messages.affiliateCouponsFailed : null;

  useEffect(() => {
    if (couponsError) {
      toast.danger(couponsError);
    }
  }, [couponsError]);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>Affiliates program</Title>
        <Text c="dimmed">
          Commissions are approved when the activity starts and paid to the affiliate's payment account every
          Monday, or now from an affiliate's details. Open a row for its coupons, payouts and terms.
        </Text>
        <DataTable
          label="Affiliates"
          columns={columns}
          rowKey={(row) => row.id}
          data={affiliates.data}
          isLoading={affiliates.isFetching}
          error={affiliates.error?.message}
          onRetry={retryFor(affiliates)}
          emptyText={search ? 'No affiliates match your search.' : 'There are no affiliates yet.'}
          page={page}
          onPageChange={setPage}
          search={{ value: search, placeholder: 'Name, e-mail or code', onChange: setSearch }}
          renderDetail={(row) => (
            <AdminAffiliateDetail affiliate={row} coupons={{ data: couponList, error: couponsError }} />
          )}
        />
      </Stack>
    </Container>
  );
}
