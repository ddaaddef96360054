import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { TAdminVendor } from '@roteiro/domain/vendors/schemas';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { VendorStatusBadge } from '../../../features/vendors/VendorStatusBadge.tsx';
import { useAdminVendorsQuery } from '../../../features/vendors/vendorQueries.ts';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { Avatar } from '../../../shared/ui/Avatar.tsx';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';

const columns: TDataTableColumn<TAdminVendor>[] = [
  {
    key: 'name',
    header: 'Vendor',
    render: (row) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar name={row.name} image={row.image} size={36} isDecorative />
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
      </Group>
    ),
  },
  { key: 'email', header: 'Email', render: (row) => row.email, isHiddenOnMobile: true },
  { key: 'status', header: 'Status', render: (row) => <VendorStatusBadge status={row.status} /> },
];

/** Admin "Manage vendors". */
export function AdminVendorsPage() {
  const { page, search, setPage, setSearch } = useTableParams();
  const vendors = useAdminVendorsQuery(page, search);
  const navigate = useNavigate();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Manage vendors</Title>
          <Button
            component={Link}
            to="/admin/add-vendor"
            leftSection={<IconPlus size={18} aria-hidden />}
            mih={44}
          >
            Add vendor
          </Button>
        </Group>
        <DataTable
          label="Vendors"
          columns={columns}
          rowKey={(row) => row.id}
          data={vendors.data}
          isLoading={vendors.isFetching}
          error={vendors.error?.message}
          emptyText={search ? 'No vendors match your search.' : 'There are no vendors yet.'}
          page={page}
          onPageChange={setPage}
          search={{ value: search, placeholder: 'Name or e-mail', onChange: setSearch }}
          onRowOpen={(row) => void navigate(`/admin/vendors/${row.id}`)}
        />
      </Stack>
    </Container>
  );
}
