import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { TAdminGuider } from '@roteiro/domain/guiders/guiders';
import { wholeNumber } from '@roteiro/domain/i18n/numbers';
import { useNavigate } from 'react-router';
import { useAdminGuidersQuery } from '../../../features/guiders/guiderQueries.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { type TTexts, useT } from '../../../shared/i18n/useT.tsx';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { Avatar } from '../../../shared/ui/Avatar.tsx';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';

function columnsOf({ t, locale }: TTexts): TDataTableColumn<TAdminGuider>[] {
  return [
    {
      key: 'name',
      header: t('admin.guiders.guider'),
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
    { key: 'email', header: t('admin.common.email'), render: (row) => row.email, isHiddenOnMobile: true },
    {
      key: 'seats',
      header: t('admin.guiders.seats'),
      render: (row) => (row.numberOfSeats === null ? '—' : wholeNumber(row.numberOfSeats, locale)),
      isHiddenOnMobile: true,
    },
    {
      key: 'status',
      header: t('admin.common.status'),
      render: (row) =>
        row.isDeactivated ? (
          <Badge color="gray">{t('admin.guiders.deactivated')}</Badge>
        ) : row.hasFinishedSetUp ? (
          <Badge color="green">{t('admin.guiders.paymentsSetUp')}</Badge>
        ) : (
          <Badge color="yellow">{t('admin.guiders.setupPending')}</Badge>
        ),
    },
  ];
}

/** Admin "Manage guiders": guider companies, 5 per page, searchable (employees and admins excluded). */
export function AdminGuidersPage() {
  const texts = useT();
  const { t } = texts;
  const { page, search, setPage, setSearch } = useTableParams();
  const guiders = useAdminGuidersQuery(page, search);
  const navigate = useNavigate();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('admin.guiders.title')}</Title>
        <DataTable
          label={t('admin.guiders.tableLabel')}
          columns={columnsOf(texts)}
          rowKey={(row) => row.id}
          data={guiders.data}
          isLoading={guiders.isFetching}
          error={guiders.error ? errorText(guiders.error, texts) : undefined}
          emptyText={search ? t('admin.guiders.noMatch') : t('admin.guiders.none')}
          page={page}
          onPageChange={setPage}
          search={{ value: search, placeholder: t('admin.common.searchPlaceholder'), onChange: setSearch }}
          onRowOpen={(row) => void navigate(`/admin/guiders/${row.id}`)}
        />
      </Stack>
    </Container>
  );
}
