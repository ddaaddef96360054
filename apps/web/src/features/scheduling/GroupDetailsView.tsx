import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@roteiro/domain/money/money';
import type { TGroupDetails } from '@roteiro/domain/scheduling/scheduling';
import { formatDateTime } from '@roteiro/domain/time/format';
import type { ReactNode } from 'react';
import { TableScroll } from '../../shared/ui/TableScroll.tsx';
import { groupWhen } from './groupTime.ts';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title} ({count})
      </Title>
      {count === 0 ? (
        <Text c="dimmed">None</Text>
      ) : (
        <TableScroll minWidth={480} label={title}>
          {children}
        </TableScroll>
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
      <Section title="Companies" count={details.companies.length}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th>Seats</Table.Th>
              <Table.Th>Vehicles</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {details.companies.map((c) => (
              <Table.Tr key={c.companyId}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{c.status === 'joined' ? c.nOfSeats : '—'}</Table.Td>
                <Table.Td>{c.status === 'joined' ? c.numberOfVehicles : '—'}</Table.Td>
                <Table.Td>{c.status === 'joined' ? 'Joined' : 'Canceled'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Wait-list" count={details.waitList.length}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th>Seats</Table.Th>
              <Table.Th>Vehicles</Table.Th>
              <Table.Th>Since</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {details.waitList.map((w) => (
              <Table.Tr key={w.companyId}>
                <Table.Td>{w.name}</Table.Td>
                <Table.Td>{w.nOfSeats}</Table.Td>
                <Table.Td>{w.numberOfVehicles}</Table.Td>
                <Table.Td>{formatDateTime(w.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Bookings" count={details.bookings.length}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>People</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {details.bookings.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>{b.reference}</Table.Td>
                <Table.Td>
                  {b.clientName}
                  <Text size="xs" c="dimmed">
                    {b.clientEmail}
                  </Text>
                </Table.Td>
                <Table.Td>{b.participantCount}</Table.Td>
                <Table.Td>{formatCents(b.amountCents)}</Table.Td>
                <Table.Td>{b.status}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Participants" count={details.participants.length}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Buyer</Table.Th>
              <Table.Th>Scanned / tickets</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {details.participants.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.clientName}</Table.Td>
                <Table.Td>
                  {p.scannedTickets}/{p.tickets}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Runs" count={details.runs.length}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th>Started by</Table.Th>
              <Table.Th>Start</Table.Th>
              <Table.Th>End</Table.Th>
              <Table.Th>Tickets</Table.Th>
              <Table.Th>Pay</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {details.runs.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.companyName}</Table.Td>
                <Table.Td>{r.startedByName}</Table.Td>
                <Table.Td>{formatDateTime(r.startTime)}</Table.Td>
                <Table.Td>
                  {r.inProgress ? 'In progress' : r.endTime ? formatDateTime(r.endTime) : '—'}
                </Table.Td>
                <Table.Td>{r.numOfScannedTickets}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {formatCents(r.payAmountCents)}
                    {r.isTransferred && (
                      <Badge size="xs" variant="light" color="teal">
                        Transferred
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
    </Stack>
  );
}
