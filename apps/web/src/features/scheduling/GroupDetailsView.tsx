import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BOOKING_STATUSES, type TBookingStatus } from '@roteiro/domain/booking/booking';
import type { TGroupDetails } from '@roteiro/domain/scheduling/scheduling';
import { formatDateTime } from '@roteiro/domain/time/format';
import type { ReactNode } from 'react';
import { type TTexts, useT } from '../../shared/i18n/useT.tsx';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';
import { groupWhen } from './groupTime.ts';

type TCompanyRow = TGroupDetails['companies'][number];
type TWaitListRow = TGroupDetails['waitList'][number];
type TBookingRow = TGroupDetails['bookings'][number];
type TParticipantRow = TGroupDetails['participants'][number];
type TRunRow = TGroupDetails['runs'][number];

type TColumnTexts = Pick<TTexts, 't' | 'price' | 'locale'>;

const isBookingStatus = (status: string): status is TBookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(status);

const companyColumns = ({ t }: TColumnTexts): TDataTableColumn<TCompanyRow>[] => [
  { key: 'company', header: t('planning.details.columns.company'), render: (c) => c.name },
  {
    key: 'seats',
    header: t('planning.details.columns.seats'),
    render: (c) => (c.status === 'joined' ? c.nOfSeats : '—'),
  },
  {
    key: 'vehicles',
    header: t('planning.details.columns.vehicles'),
    render: (c) => (c.status === 'joined' ? c.numberOfVehicles : '—'),
  },
  {
    key: 'status',
    header: t('planning.details.columns.status'),
    render: (c) => t(c.status === 'joined' ? 'planning.details.joined' : 'planning.details.canceled'),
  },
];

const waitListColumns = ({ t, locale }: TColumnTexts): TDataTableColumn<TWaitListRow>[] => [
  { key: 'company', header: t('planning.details.columns.company'), render: (w) => w.name },
  { key: 'seats', header: t('planning.details.columns.seats'), render: (w) => w.nOfSeats },
  { key: 'vehicles', header: t('planning.details.columns.vehicles'), render: (w) => w.numberOfVehicles },
  {
    key: 'since',
    header: t('planning.details.columns.since'),
    render: (w) => formatDateTime(w.createdAt, locale),
  },
];

const bookingColumns = ({ t, price }: TColumnTexts): TDataTableColumn<TBookingRow>[] => [
  { key: 'reference', header: t('planning.details.columns.reference'), render: (b) => b.reference },
  {
    key: 'client',
    header: t('planning.details.columns.client'),
    render: (b) => (
      <>
        {b.clientName}
        <Text size="xs" c="dimmed">
          {b.clientEmail}
        </Text>
      </>
    ),
  },
  { key: 'people', header: t('planning.details.columns.people'), render: (b) => b.participantCount },
  { key: 'amount', header: t('planning.details.columns.amount'), render: (b) => price(b.amountCents) },
  {
    key: 'status',
    header: t('planning.details.columns.status'),
    // The booking's status as Bookings Stats names it (the admin catalogue: this view is the admin's).
    render: (b) => (isBookingStatus(b.status) ? t(`admin.bookings.status.${b.status}`) : b.status),
  },
];

const participantColumns = ({ t }: TColumnTexts): TDataTableColumn<TParticipantRow>[] => [
  { key: 'buyer', header: t('planning.details.columns.buyer'), render: (p) => p.clientName },
  {
    key: 'tickets',
    header: t('planning.details.columns.scannedTickets'),
    render: (p) => `${p.scannedTickets}/${p.tickets}`,
  },
];

const runColumns = ({ t, price, locale }: TColumnTexts): TDataTableColumn<TRunRow>[] => [
  { key: 'company', header: t('planning.details.columns.company'), render: (r) => r.companyName },
  { key: 'startedBy', header: t('planning.details.columns.startedBy'), render: (r) => r.startedByName },
  {
    key: 'start',
    header: t('planning.details.columns.start'),
    render: (r) => formatDateTime(r.startTime, locale),
  },
  {
    key: 'end',
    header: t('planning.details.columns.end'),
    render: (r) =>
      r.inProgress ? t('planning.details.inProgress') : r.endTime ? formatDateTime(r.endTime, locale) : '—',
  },
  { key: 'tickets', header: t('planning.details.columns.tickets'), render: (r) => r.numOfScannedTickets },
  {
    key: 'pay',
    header: t('planning.details.columns.pay'),
    render: (r) => (
      <Group gap={4} wrap="nowrap">
        {price(r.payAmountCents)}
        {r.isTransferred && (
          <Badge size="xs" variant="light" color="teal">
            {t('planning.details.transferred')}
          </Badge>
        )}
      </Group>
    ),
  },
];

/** A titled table of the group's `rows`, all on one page (the group's lists are short), or "None". */
function Section<T>({
  title,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  rows: T[];
  columns: TDataTableColumn<T>[];
  rowKey: (row: T) => string;
}) {
  const { t } = useT();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('planning.details.sectionTitle', { title, count: rows.length })}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('planning.details.none')}</Text>
      ) : (
        <DataTable
          label={title}
          columns={columns}
          rowKey={rowKey}
          data={{ items: rows, total: rows.length, pageSize: rows.length }}
          isLoading={false}
          emptyText={t('planning.details.none')}
          minWidth={480}
          page={1}
          onPageChange={() => {}}
        />
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The admin's `/{activityGroup}/details`: bookings, participants, companies, wait-list and runs. */
export function GroupDetailsView({ details }: { details: TGroupDetails }) {
  const { group } = details;
  const texts = useT();
  const { t, locale } = texts;
  return (
    <Stack gap="xl">
      <div>
        <Text c="dimmed">{groupWhen(group, locale)}</Text>
        <Text size="sm">{t('planning.details.meetingPoint', { place: group.meetingPoint })}</Text>
      </div>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact
            label={t('planning.details.booked')}
            value={t('planning.details.bookedOf', { booked: group.bookedPlaces, capacity: group.capacity })}
          />
          <Fact label={t('planning.details.seatsStaffed')} value={group.staffedSeats} />
          <Fact
            label={t('planning.details.seatsMissing')}
            value={
              <Badge color={group.missingSeats > 0 ? 'orange' : 'teal'} variant="light" size="lg">
                {group.missingSeats}
              </Badge>
            }
          />
          <Fact
            label={t('planning.details.kind')}
            value={t(group.isPrivate ? 'planning.details.private' : 'planning.details.shared')}
          />
        </SimpleGrid>
      </Card>
      <Section
        title={t('planning.details.sections.companies')}
        rows={details.companies}
        columns={companyColumns(texts)}
        rowKey={(c) => c.companyId}
      />
      <Section
        title={t('planning.details.sections.waitList')}
        rows={details.waitList}
        columns={waitListColumns(texts)}
        rowKey={(w) => w.companyId}
      />
      <Section
        title={t('planning.details.sections.bookings')}
        rows={details.bookings}
        columns={bookingColumns(texts)}
        rowKey={(b) => b.id}
      />
      <Section
        title={t('planning.details.sections.participants')}
        rows={details.participants}
        columns={participantColumns(texts)}
        rowKey={(p) => p.id}
      />
      <Section
        title={t('planning.details.sections.runs')}
        rows={details.runs}
        columns={runColumns(texts)}
        rowKey={(r) => r.id}
      />
    </Stack>
  );
}
