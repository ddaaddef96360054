import { Badge, Code, Container, Stack, Text, Title } from '@mantine/core';
import type { TAdminAffiliate } from '@roteiro/domain/affiliates/schemas';
import { useEffect } from 'react';
import { AdminAffiliateDetail } from '../../../features/affiliates/AdminAffiliateDetail.tsx';
import {
  useAdminAffiliatesQuery,
  useAffiliateCouponsQuery,
} from '../../../features/affiliates/affiliateQueries.ts';
import { earningsIn, messages } from '../../../features/affiliates/affiliateTexts.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { type TTexts, useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { toast } from '../../../shared/ui/toasts.ts';

const columnsIn = (texts: TTexts): TDataTableColumn<TAdminAffiliate>[] => {
  const { t } = texts;
  return [
    {
      key: 'name',
      header: t('affiliate.admin.name'),
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {row.discountCode ?? t('affiliate.admin.noCode')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'code',
      header: t('affiliate.admin.discountCode'),
      isHiddenOnMobile: true,
      render: (row) => (row.discountCode ? <Code>{row.discountCode}</Code> : '—'),
    },
    {
      key: 'pending',
      header: t('affiliate.admin.pending'),
      isHiddenOnMobile: true,
      render: (row) => earningsIn(row.earnings.pendingCents, texts),
    },
    {
      key: 'approved',
      header: t('affiliate.admin.approved'),
      render: (row) => earningsIn(row.earnings.approvedCents, texts),
    },
    {
      key: 'paid',
      header: t('affiliate.admin.paid'),
      isHiddenOnMobile: true,
      render: (row) => earningsIn(row.earnings.paidCents, texts),
    },
    {
      key: 'payments',
      header: t('affiliate.admin.payments'),
      isHiddenOnMobile: true,
      render: (row) =>
        row.isPaymentAccountSetUp ? (
          <Badge color="green">{t('affiliate.admin.setUp')}</Badge>
        ) : (
          <Badge color="yellow">{t('affiliate.admin.setupPending')}</Badge>
        ),
    },
  ];
};

/**
 * Admin "Affiliates program": 10 per page, searchable; each affiliate's detail row holds its account, totals,
 * times redeemed, claw-backs carried, coupons at the provider, the payout action, terms and payout history.
 */
export function AdminAffiliatesPage() {
  const texts = useT();
  const { t, say } = texts;
  const { page, search, setPage, setSearch } = useTableParams();
  const affiliates = useAdminAffiliatesQuery(page, search);
  const coupons = useAffiliateCouponsQuery();
  // Read here, not only inside the detail row: the query re-renders the page only for what it reads.
  const couponList = coupons.data?.coupons;
  const couponsError = coupons.isError ? say(messages, 'affiliateCouponsFailed') : null;

  useEffect(() => {
    if (couponsError) {
      toast.danger(couponsError);
    }
  }, [couponsError]);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('affiliate.admin.title')}</Title>
        <Text c="dimmed">{t('affiliate.admin.intro')}</Text>
        <DataTable
          errorTitle={t('affiliate.common.listFailed')}
          label={t('affiliate.admin.tableLabel')}
          columns={columnsIn(texts)}
          rowKey={(row) => row.id}
          data={affiliates.data}
          isLoading={affiliates.isFetching}
          error={affiliates.error ? errorText(affiliates.error, texts) : undefined}
          onRetry={retryFor(affiliates)}
          emptyText={search ? t('affiliate.admin.noMatch') : t('affiliate.admin.empty')}
          page={page}
          onPageChange={setPage}
          search={{ value: search, placeholder: t('affiliate.admin.searchPlaceholder'), onChange: setSearch }}
          renderDetail={(row) => (
            <AdminAffiliateDetail affiliate={row} coupons={{ data: couponList, error: couponsError }} />
          )}
        />
      </Stack>
    </Container>
  );
}
