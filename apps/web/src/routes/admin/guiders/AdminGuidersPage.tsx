import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { TAdminGuider } from '@roteiro/domain/guiders/guiders';
import { useNavigate } from 'react-router';
import { useAdminGuidersQuery } from '../../../features/guiders/guiderQueries.ts';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { Avatar } from '../../../shared/ui/Avatar.tsx';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';

const columns: TDataTableColumn<TAdminGuider>[] = [
  {
    key: 'name',
    header: 'Guider',
    render: (row) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar name={row.name} image={row.image} size={36} isDecorative />
        <div>
          <Text fw={600} size="sm">
            {row.companyName}
          </Text>
          <Text size="xs" c="dimmed">
            {row.name}
          </Text>
        </div>
      </Group>
    ),
  },
  { key: 'email', header: 'Email', render: (row) => row.email, isHiddenOnMobile: true },
  { key: 'seats', header: 'Seats', render: (row) => row.numberOfSeats ?? '—', isHiddenOnMobile: true },
  {
    key: 'status',
    header: 'Status',
    render: (row) =>
      row.isDeactivated ? (
        <Badge color="gray">Deactivated</Badge>
      ) : row.hasFinishedSetUp ? (
        <Badge color="green">Payments set up</Badge>
      ) : (
        <Badge color="yellow">Setup pending</Badge>
      ),
  },
];

/** Admin "Manage guiders": guider companies, 5 per page, searchable (employees and admins excluded). */
export function AdminGuidersPage() {
  const { page, search, setPage, setSearch } = useTableParams();
  const guiders = useAdminGuidersQuery(page, search);
  const navigate = useNavigate();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>Manage guiders</Title>
        <DataTable
          label="Guiders"
          columns={columns}
          rowKey={(row) => row.id}
          data={guiders.data}
          isLoading={guiders.isFetching}
          error={guiders.error?.message}
          emptyText={search ? 'No guiders match your search.' : 'There are no guiders yet.'}
          page={page}
          onPageChange={setPage}
          search={{ value: search, placeholder: 'Name or e-mail', onChange: setSearch }}
          onRowOpen={(row) => void navigate(`/admin/guiders/${row.id}`)}
        />
      </Stack>
    </Container>
  );
}
