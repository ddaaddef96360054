import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TBookingView } from '@roteiro/domain/booking/booking';
import { formatCents } from '@roteiro/domain/money/money';
import { formatDay } from '@roteiro/domain/time/format';
import type { ReactNode } from 'react';
import { QrImage } from './QrImage.tsx';

const STATUS: Record<TBookingView['status'], { label: string; color: string }> = {
  pending: { label: 'Awaiting payment', color: 'yellow' },
  paid: { label: 'Confirmed', color: 'green' },
  refunded: { label: 'Canceled and refunded', color: 'gray' },
  canceled: { label: 'Canceled', color: 'gray' },
};

export function BookingStatusBadge({ status }: { status: TBookingView['status'] }) {
  return (
    <Badge color={STATUS[status].color} variant="light" size="lg">
      {STATUS[status].label}
    </Badge>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}

export const whenText = (booking: Pick<TBookingView, 'day' | 'startTime' | 'endTime'>) =>
  `${formatDay(booking.day)}, ${booking.startTime}–${booking.endTime} (Lisbon time)`;

const KIND_TEXT: Record<TBookingView['kind'], string> = {
  shared: 'Shared tour',
  private: 'Private tour',
  pass: 'Pass',
  event: 'Event',
};

/** What was booked: activity, when, where, who, and what was paid. */
export function BookingSummary({ booking }: { booking: TBookingView }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h3">
              {booking.eventTitle ?? booking.activity.title}
            </Title>
            {booking.eventTitle && <Text c="dimmed">{booking.activity.title}</Text>}
          </div>
          <BookingStatusBadge status={booking.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label="Booking reference">
            <Text span fw={700} ff="monospace" data-testid="booking-reference">
              {booking.reference}
            </Text>
          </Fact>
          <Fact label="When">{whenText(booking)}</Fact>
          <Fact label="Meeting point">
            {booking.activity.meetingPoint}, {booking.activity.city}
          </Fact>
          <Fact label="Booking">
            {KIND_TEXT[booking.kind]}, {booking.participantCount}{' '}
            {booking.participantCount === 1 ? 'person' : 'people'} · {booking.clientName}
          </Fact>
          <Fact label="Paid">
            {formatCents(booking.amountCents)}
            {booking.discountCents > 0 &&
              ` (${formatCents(booking.subtotalCents)} − ${formatCents(booking.discountCents)} discount)`}
          </Fact>
          <Fact label="Cancellation">{booking.cancellationPolicy}</Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** One card per person with the ticket's QR code; void tickets are not shown. */
export function TicketCards({ booking }: { booking: TBookingView }) {
  const tickets = booking.tickets.filter((ticket) => ticket.state !== 'void');
  if (tickets.length === 0) {
    return null;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="tickets-title">
      <Title order={2} size="h3" id="tickets-title">
        Your tickets
      </Title>
      <Text c="dimmed" fz="sm">
        Show one QR code per person at the meeting point.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {tickets.map((ticket, index) => (
          <Card key={ticket.ticketNumber} withBorder padding="md" data-testid="ticket">
            <Stack gap="xs" align="center">
              <QrImage
                text={ticket.qrText}
                label={`QR code of ticket ${index + 1} of ${tickets.length}, number ${ticket.ticketNumber}`}
                size={200}
              />
              <Text fw={600}>
                Ticket {index + 1} of {tickets.length}
              </Text>
              <Text fz="sm" ff="monospace">
                {ticket.ticketNumber}
              </Text>
              {ticket.state === 'used' && (
                <Badge color="gray" variant="light">
                  Used
                </Badge>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
