import { Anchor, Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAdminGuiderDetails } from '@roteiro/domain/guiders/guiders';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDateTime } from '@roteiro/domain/time/format';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAdminGuiderQuery } from '../../../features/guiders/guiderQueries.ts';
import { Avatar } from '../../../shared/ui/Avatar.tsx';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';

type TRun = TAdminGuiderDetails['payments']['items'][number];

const columns: TDataTableColumn<TRun>[] = [
  { key: 'activity', header: 'Activity', render: (row) => row.activityTitle },
  {
    key: 'date',
    header: 'Date',
    render: (row) => (row.startTime ? formatDateTime(row.startTime) : '—'),
  },
  { key: 'guide', header: 'Guide', render: (row) => row.employeeName ?? 'Company', isHiddenOnMobile: true },
  { key: 'amount', header: 'Amount', render: (row) => formatCents(row.payAmountCents) },
  {
    key: 'status',
    header: 'Status',
    render: (row) =>
      row.isTransferred ? <Badge color="green">Paid</Badge> : <Badge color="yellow">Unpaid</Badge>,
  },
];

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  );
}

/** Admin guider details with its payment history (5 per page). */
export function AdminGuiderDetailsPage() {
  const { guiderId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const details = useAdminGuiderQuery(guiderId, page);

  if (details.isError && !details.data) {
    return <ErrorState title="This guider could not be loaded" message={details.error.message} />;
  }
  if (!details.data) {
    return <PageLoader />;
  }
  const { guider, payments } = details.data;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="md">
          <Avatar name={guider.name} image={guider.image} size={64} isDecorative />
          <div>
            <Title order={1}>{guider.companyName}</Title>
            <Text c="dimmed">{guider.name}</Text>
          </div>
        </Group>
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Field label="Email" value={guider.email} />
            <Field label="Phone" value={guider.phoneNumber ?? '—'} />
            <Field label="Messaging ID" value={guider.messagingId ?? '—'} />
            <Field label="Seats" value={guider.numberOfSeats === null ? '—' : String(guider.numberOfSeats)} />
            <Field label="Employees" value={String(guider.employeeCount)} />
            <Field label="City" value={guider.city ?? '—'} />
            <Field label="Payment account" value={guider.paymentAccountId ?? 'Not created'} />
            <Field label="Payment setup" value={guider.hasFinishedSetUp ? 'Finished' : 'Not finished'} />
            <Field label="Unpaid earnings" value={formatCents(guider.unpaidCents)} />
          </SimpleGrid>
        </Card>
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3">
            Payment history
          </Title>
          {guider.unpaidCents > 0 && (
            <Anchor component={Link} to={`/admin/payments?search=${encodeURIComponent(guider.companyName)}`}>
              Transfer in Manage Payments
            </Anchor>
          )}
        </Group>
        <DataTable
          label="Payment history"
          columns={columns}
          rowKey={(row) => row.id}
          data={payments}
          isLoading={details.isFetching}
          emptyText="This guider has not run any activity yet."
          page={page}
          onPageChange={(next) => setParams({ page: String(next) })}
        />
      </Stack>
    </Container>
  );
}
