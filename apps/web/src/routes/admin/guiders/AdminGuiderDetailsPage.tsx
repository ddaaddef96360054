import { Anchor, Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAdminGuiderDetails } from '@roteiro/domain/guiders/guiders';
import { wholeNumber } from '@roteiro/domain/i18n/numbers';
import { formatDateTime } from '@roteiro/domain/time/format';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAdminGuiderQuery } from '../../../features/guiders/guiderQueries.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { type TTexts, useT } from '../../../shared/i18n/useT.tsx';
import { Avatar } from '../../../shared/ui/Avatar.tsx';
import { DataTable, type TDataTableColumn } from '../../../shared/ui/DataTable.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../../shared/ui/PageLoader.tsx';

type TRun = TAdminGuiderDetails['payments']['items'][number];

function columnsOf({ t, price, locale }: TTexts): TDataTableColumn<TRun>[] {
  return [
    { key: 'activity', header: t('admin.common.activity'), render: (row) => row.activityTitle },
    {
      key: 'date',
      header: t('admin.guider.date'),
      render: (row) => (row.startTime ? formatDateTime(row.startTime, locale) : '—'),
    },
    {
      key: 'guide',
      header: t('admin.guider.guide'),
      render: (row) => row.employeeName ?? t('admin.guider.company'),
      isHiddenOnMobile: true,
    },
    { key: 'amount', header: t('admin.common.amount'), render: (row) => price(row.payAmountCents) },
    {
      key: 'status',
      header: t('admin.common.status'),
      render: (row) =>
        row.isTransferred ? (
          <Badge color="green">{t('admin.guider.paid')}</Badge>
        ) : (
          <Badge color="yellow">{t('admin.guider.unpaid')}</Badge>
        ),
    },
  ];
}

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
  const texts = useT();
  const { t, price, locale } = texts;
  const { guiderId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const details = useAdminGuiderQuery(guiderId, page);

  if (details.isError && !details.data) {
    return <ErrorState title={t('admin.guider.loadFailed')} message={errorText(details.error, texts)} />;
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
            <Field label={t('admin.common.email')} value={guider.email} />
            <Field label={t('admin.guider.phone')} value={guider.phoneNumber ?? '—'} />
            <Field label={t('admin.guider.messagingId')} value={guider.messagingId ?? '—'} />
            <Field
              label={t('admin.guider.seats')}
              value={guider.numberOfSeats === null ? '—' : wholeNumber(guider.numberOfSeats, locale)}
            />
            <Field label={t('admin.guider.employees')} value={wholeNumber(guider.employeeCount, locale)} />
            <Field label={t('admin.guider.city')} value={guider.city ?? '—'} />
            <Field
              label={t('admin.guider.paymentAccount')}
              value={guider.paymentAccountId ?? t('admin.guider.notCreated')}
            />
            <Field
              label={t('admin.guider.paymentSetup')}
              value={guider.hasFinishedSetUp ? t('admin.guider.finished') : t('admin.guider.notFinished')}
            />
            <Field label={t('admin.guider.unpaidEarnings')} value={price(guider.unpaidCents)} />
          </SimpleGrid>
        </Card>
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3">
            {t('admin.guider.paymentHistory')}
          </Title>
          {guider.unpaidCents > 0 && (
            <Anchor component={Link} to={`/admin/payments?search=${encodeURIComponent(guider.companyName)}`}>
              {t('admin.guider.transfer')}
            </Anchor>
          )}
        </Group>
        <DataTable
          label={t('admin.guider.paymentHistory')}
          columns={columnsOf(texts)}
          rowKey={(row) => row.id}
          data={payments}
          isLoading={details.isFetching}
          emptyText={t('admin.guider.noRuns')}
          page={page}
          onPageChange={(next) => setParams({ page: String(next) })}
        />
      </Stack>
    </Container>
  );
}
