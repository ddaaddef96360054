import {
  Alert,
  Anchor,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDateTime } from '@roteiro/domain/time/format';
import { Link, useParams } from 'react-router';
import { CashHandoverButton } from '../../../features/vendors/CashHandoverButton.tsx';
import {
  useAdminVendorDashboardQuery,
  useAdminVendorSalesQuery,
} from '../../../features/vendors/counterQueries.ts';
import { VendorFigures } from '../../../features/vendors/VendorFigures.tsx';
import { VendorSalesTable } from '../../../features/vendors/VendorSalesTable.tsx';
import { VendorStatusBadge } from '../../../features/vendors/VendorStatusBadge.tsx';
import { useAdminVendorQuery } from '../../../features/vendors/vendorQueries.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { Avatar } from '../../../shared/ui/Avatar.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';

/** Admin vendor details. */
export function AdminVendorDetailsPage() {
  const texts = useT();
  const { t, locale } = texts;
  const { vendorId = '' } = useParams();
  const vendor = useAdminVendorQuery(vendorId);
  const figures = useAdminVendorDashboardQuery(vendorId);
  const { page, setPage } = useTableParams();
  const sales = useAdminVendorSalesQuery(vendorId, page);
  if (vendor.isError) {
    return <ErrorState title={t('admin.vendors.loadFailed')} message={errorText(vendor.error, texts)} />;
  }
  if (!vendor.data) {
    return <PageLoader />;
  }
  const v = vendor.data;
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/vendors">
          {t('admin.vendors.back')}
        </Anchor>
        <Group gap="md">
          <Avatar name={v.name} image={v.image} size={64} isDecorative />
          <div>
            <Title order={1}>{v.name}</Title>
            <VendorStatusBadge status={v.status} />
          </div>
        </Group>
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('admin.common.email')}
              </Text>
              <Text style={{ overflowWrap: 'anywhere' }}>{v.email}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('admin.vendors.added')}
              </Text>
              <Text>{formatDateTime(v.createdAt, locale)}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('admin.vendors.accountCreated')}
              </Text>
              <Text>
                {v.registeredAt ? formatDateTime(v.registeredAt, locale) : t('admin.vendors.notYet')}
              </Text>
            </div>
          </SimpleGrid>
        </Card>
        <Title order={2} size="h3">
          {t('admin.vendors.salesAndCash')}
        </Title>
        {figures.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(figures.error, texts)}
          </Alert>
        ) : figures.data ? (
          <VendorFigures
            dashboard={figures.data}
            action={
              <CashHandoverButton vendorId={v.id} outstandingCents={figures.data.cashToHandOverCents} />
            }
          />
        ) : (
          <Skeleton height={260} />
        )}
        <Title order={2} size="h3">
          {t('admin.vendors.sales')}
        </Title>
        <VendorSalesTable
          data={sales.data}
          isLoading={sales.isFetching}
          error={sales.error ? errorText(sales.error, texts) : undefined}
          page={page}
          onPageChange={setPage}
          linkOf={(row) => `/admin/bookings?search=${encodeURIComponent(row.reference)}`}
        />
      </Stack>
    </Container>
  );
}
