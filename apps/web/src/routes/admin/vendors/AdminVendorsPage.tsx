import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { TAdminVendor } from '@roteiro/domain/vendors/schemas';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { VendorStatusBadge } from '../../../features/vendors/VendorStatusBadge.tsx';
import { useAdminVendorsQuery } from '../../../features/vendors/vendorQueries.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { type TTexts, useT } from '../../../shared/i18n/useT.tsx';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { Avatar } from '../../../shared/ui/Avatar.tsx';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';

function columnsOf({ t }: TTexts): TDataTableColumn<TAdminVendor>[] {
  return [
    {
      key: 'name',
      header: t('admin.vendors.vendor'),
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar name={row.name} image={row.image} size={36} isDecorative />
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
        </Group>
      ),
    },
    { key: 'email', header: t('admin.common.email'), render: (row) => row.email, isHiddenOnMobile: true },
    {
      key: 'status',
      header: t('admin.common.status'),
      render: (row) => <VendorStatusBadge status={row.status} />,
    },
  ];
}

/** Admin "Manage vendors". */
export function AdminVendorsPage() {
  const texts = useT();
  const { t } = texts;
  const { page, search, setPage, setSearch } = useTableParams();
  const vendors = useAdminVendorsQuery(page, search);
  const navigate = useNavigate();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('admin.vendors.title')}</Title>
          <Button
            component={Link}
            to="/admin/add-vendor"
            leftSection={<IconPlus size={18} aria-hidden />}
            mih={44}
          >
            {t('admin.vendors.add')}
          </Button>
        </Group>
        <DataTable
          label={t('admin.vendors.tableLabel')}
          columns={columnsOf(texts)}
          rowKey={(row) => row.id}
          data={vendors.data}
          isLoading={vendors.isFetching}
          error={vendors.error ? errorText(vendors.error, texts) : undefined}
          emptyText={search ? t('admin.vendors.noMatch') : t('admin.vendors.none')}
          page={page}
          onPageChange={setPage}
          search={{ value: search, placeholder: t('admin.common.searchPlaceholder'), onChange: setSearch }}
          onRowOpen={(row) => void navigate(`/admin/vendors/${row.id}`)}
        />
      </Stack>
    </Container>
  );
}
