import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@roteiro/domain/money/money';
import type { TGroupDetails } from '@roteiro/domain/scheduling/scheduling';
import { formatDateTime } from '@roteiro/domain/time/format';
import type { ReactNode } from 'react';
import { DataTable, type TDataTableColumn } from '../../shared/ui/DataTable.tsx';
import { groupWhen } from './groupTime.ts';

type TCompanyRow = TGroupDetails['companies'][number];
type TWaitListRow = TGroupDetails['waitList'][number];
type TBookingRow = TGroupDetails['bookings'][number];
type TParticipantRow = TGroupDetails['participants'][number];
type TRunRow = TGroupDetails['runs'][number];

const companyColumns: TDataTableColumn<TCompanyRow>[] = [
  { key: 'company', header: 'Company', render: (c) => c.name },
  { key: 'seats', header: 'Seats', render: (c) => (c.status === 'joined' ? c.nOfSeats : '—') },
  { key: 'vehicles', header: 'Vehicles', render: (c) => (c.status === 'joined' ? c.numberOfVehicles : '—') },
  { key: 'status', header: 'Status', render: (c) => (c.status === 'joined' ? 'Joined' : 'Canceled') },
];

const waitListColumns: TDataTableColumn<TWaitListRow>[] = [
  { key: 'company', header: 'Company', render: (w) => w.name },
  { key: 'seats', header: 'Seats', render: (w) => w.nOfSeats },
  { key: 'vehicles', header: 'Vehicles', render: (w) => w.numberOfVehicles },
  { key: 'since', header: 'Since', render: (w) => formatDateTime(w.createdAt) },
];

const bookingColumns: TDataTableColumn<TBookingRow>[] = [
  { key: 'reference', header: 'Reference', render: (b) => b.reference },
  {
    key: 'client',
    header: 'Client',
    render: (b) => (
      <>
        {b.clientName}
        <Text size="xs" c="dimmed">
          {b.clientEmail}
        </Text>
      </>
    ),
  },
  { key: 'people', header: 'People', render: (b) => b.participantCount },
  { key: 'amount', header: 'Amount', render: (b) => formatCents(b.amountCents) },
  { key: 'status', header: 'Status', render: (b) => b.status },
];

const participantColumns: TDataTableColumn<TParticipantRow>[] = [
  { key: 'buyer', header: 'Buyer', render: (p) => p.clientName },
  { key: 'tickets', header: 'Scanned / tickets', render: (p) => `${p.scannedTickets}/${p.tickets}` },
];

const runColumns: TDataTableColumn<TRunRow>[] = [
  { key: 'company', header: 'Company', render: (r) => r.companyName },
  { key: 'startedBy', header: 'Started by', render: (r) => r.startedByName },
  { key: 'start', header: 'Start', render: (r) => formatDateTime(r.startTime) },
  {
    key: 'end',
    header: 'End',
    render: (r) => (r.inProgress ? 'In progress' : r.endTime ? formatDateTime(r.endTime) : '—'),
  },
  { key: 'tickets', header: 'Tickets', render: (r) => r.numOfScannedTickets },
  {
    key: 'pay',
    header: 'Pay',
    render: (r) => (
      <Group gap={4} wrap="nowrap">
        {formatCents(r.payAmountCents)}
        {r.isTransferred && (
          <Badge size="xs" variant="light" color="teal">
            Transferred
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
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title} ({rows.length})
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">None</Text>
      ) : (
        <DataTable
          label={title}
          columns={columns}
          rowKey={rowKey}
          data={{ items: rows, total: rows.length, pageSize: rows.length }}
          isLoading={false}
          emptyText="None"
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
  return (
    <Stack gap="xl">
      <div>
        <Text c="dimmed">{groupWhen(group)}</Text>
        <Text size="sm">Meeting point: {group.meetingPoint}</Text>
      </div>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact label="Booked" value={`${group.bookedPlaces} of ${group.capacity}`} />
          <Fact label="Seats staffed" value={group.staffedSeats} />
          <Fact
            label="Seats missing"
            value={
              <Badge color={group.missingSeats > 0 ? 'orange' : 'teal'} variant="light" size="lg">
                {group.missingSeats}
              </Badge>
            }
          />
          <Fact label="Kind" value={group.isPrivate ? 'Private' : 'Shared'} />
        </SimpleGrid>
      </Card>
      <Section
        title="Companies"
        rows={details.companies}
        columns={companyColumns}
        rowKey={(c) => c.companyId}
      />
      <Section
        title="Wait-list"
        rows={details.waitList}
        columns={waitListColumns}
        rowKey={(w) => w.companyId}
      />
      <Section title="Bookings" rows={details.bookings} columns={bookingColumns} rowKey={(b) => b.id} />
      <Section
        title="Participants"
        rows={details.participants}
        columns={participantColumns}
        rowKey={(p) => p.id}
      />
      <Section title="Runs" rows={details.runs} columns={runColumns} rowKey={(r) => r.id} />
    </Stack>
  );
}
