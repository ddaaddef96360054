import { Badge, Code, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAdminAffiliate } from '@roteiro/domain/affiliates/schemas';
import { formatCents } from '@roteiro/domain/money/money';
import { useAdminAffiliatesQuery } from '../../../features/affiliates/affiliateQueries.ts';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';

const columns: TDataTableColumn<TAdminAffiliate>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name },
  { key: 'email', header: 'Email', render: (row) => row.email, isHiddenOnMobile: true },
  {
    key: 'code',
    header: 'Discount code',
    render: (row) => (row.discountCode ? <Code>{row.discountCode}</Code> : '—'),
  },
  {
    key: 'payments',
    header: 'Payments',
    render: (row) =>
      row.isPaymentAccountSetUp ? <Badge color="green">Set up</Badge> : <Badge color="yellow">Pending</Badge>,
    isHiddenOnMobile: true,
  },
];

function AffiliateDetail({ row }: { row: TAdminAffiliate }) {
  const item = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {item('Payment account id', row.paymentAccountId ?? 'Not created')}
      {item('Email', row.email)}
      {item('Phone', row.phoneNumber ?? '—')}
      {item('Commission', `${row.commissionPercent}%`)}
      {item('Unpaid commissions', formatCents(row.unpaidCents))}
      {item('Paid commissions', formatCents(row.paidCents))}
    </SimpleGrid>
  );
}

/** Admin "Affiliates program": 10 per page, searchable, a detail row with the payment account id. */
export function AdminAffiliatesPage() {
  const { page, search, setPage, setSearch } = useTableParams();
  const affiliates = useAdminAffiliatesQuery(page, search);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>Affiliates program</Title>
        <DataTable
          label="Affiliates"
          columns={columns}
          rowKey={(row) => row.id}
          data={affiliates.data}
          isLoading={affiliates.isFetching}
          error={affiliates.error?.message}
          emptyText={search ? 'No affiliates match your search.' : 'There are no affiliates yet.'}
          page={page}
          onPageChange={setPage}
          search={{ value: search, placeholder: 'Name, e-mail or code', onChange: setSearch }}
          renderDetail={(row) => <AffiliateDetail row={row} />}
        />
      </Stack>
    </Container>
  );
}
