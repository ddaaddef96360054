import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TBookingView } from '@roteiro/domain/booking/booking';
import { cancellationTermsText } from '@roteiro/domain/booking/cancellation';
import type { ReactNode } from 'react';
import { cityName } from '../../shared/i18n/cityName.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { KIND_LABELS } from './bookingKinds.ts';
import { whenText } from './bookingWhen.ts';
import { QrImage } from './QrImage.tsx';

const STATUS = {
  pending: { label: 'booking.status.pending', color: 'yellow' },
  paid: { label: 'booking.status.paid', color: 'green' },
  refunded: { label: 'booking.status.refunded', color: 'gray' },
  canceled: { label: 'booking.status.canceled', color: 'gray' },
} as const satisfies Record<TBookingView['status'], { label: string; color: string }>;

export function BookingStatusBadge({ status }: { status: TBookingView['status'] }) {
  const { t } = useT();
  return (
    // The theme's light badges read at 4.5:1 (app/theme.ts, readableColorVariables).
    <Badge color={STATUS[status].color} variant="light" size="lg">
      {t(STATUS[status].label)}
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

type TSummarisedBooking = Pick<
  TBookingView,
  | 'reference'
  | 'status'
  | 'kind'
  | 'activity'
  | 'eventTitle'
  | 'day'
  | 'startTime'
  | 'endTime'
  | 'passWindow'
  | 'clientName'
  | 'participantCount'
  | 'subtotalCents'
  | 'discountCents'
  | 'amountCents'
  | 'cancellationTerms'
  | 'paidInCash'
>;

/** What was booked: activity, when (a pass: the day it is valid), where, who, and what was paid. */
export function BookingSummary({ booking }: { booking: TSummarisedBooking }) {
  const texts = useT();
  const { t, price, locale } = texts;
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
          <Fact label={t('booking.summary.reference')}>
            <Text span fw={700} ff="monospace" data-testid="booking-reference">
              {booking.reference}
            </Text>
          </Fact>
          <Fact label={t('booking.summary.whenLabel')}>{whenText(booking, texts)}</Fact>
          <Fact label={t('booking.summary.meetingPoint')}>
            {booking.activity.meetingPoint},{' '}
            {locale === 'en' ? booking.activity.city : `${cityName(booking.activity.city, locale)}, Portugal`}
          </Fact>
          <Fact label={t('booking.summary.booking')}>
            {t('booking.summary.kindPeople', {
              kind: t(KIND_LABELS[booking.kind]),
              count: booking.participantCount,
              name: booking.clientName,
            })}
          </Fact>
          <Fact label={t('booking.summary.paid')}>
            {booking.discountCents > 0
              ? t('booking.summary.paidWithDiscount', {
                  amount: price(booking.amountCents),
                  subtotal: price(booking.subtotalCents),
                  discount: price(booking.discountCents),
                })
              : price(booking.amountCents)}
            {booking.paidInCash && ` ${t('booking.summary.inCash')}`}
          </Fact>
          {/* Terms are a promise about a booking that stands: a canceled one has none left to state. */}
          {(booking.status === 'paid' || booking.status === 'pending') && (
            <Fact label={t('booking.summary.cancellation')}>
              <span data-testid="cancellation-terms">
                {cancellationTermsText(booking.cancellationTerms, locale)}
              </span>
            </Fact>
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** One card per person with the ticket's QR code; void tickets are not shown. */
export function TicketCards({
  booking,
  title,
}: {
  booking: Pick<TBookingView, 'tickets'>;
  /** The section's heading; "Your tickets" in the page's language by default. */
  title?: string;
}) {
  const { t } = useT();
  const tickets = booking.tickets.filter((ticket) => ticket.state !== 'void');
  if (tickets.length === 0) {
    return null;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="tickets-title">
      <Title order={2} size="h3" id="tickets-title">
        {title ?? t('booking.tickets.title')}
      </Title>
      <Text c="dimmed" fz="sm">
        {t('booking.tickets.showOnePerPerson')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {tickets.map((ticket, index) => (
          <Card key={ticket.ticketNumber} withBorder padding="md" data-testid="ticket">
            <Stack gap="xs" align="center">
              <QrImage
                text={ticket.qrText}
                label={t('booking.tickets.qrLabel', {
                  position: index + 1,
                  count: tickets.length,
                  number: ticket.ticketNumber,
                })}
                size={200}
              />
              <Text fw={600}>
                {t('booking.tickets.ticketOf', { position: index + 1, count: tickets.length })}
              </Text>
              <Text fz="sm" ff="monospace">
                {ticket.ticketNumber}
              </Text>
              {ticket.state === 'used' && (
                <Badge color="gray" variant="light">
                  {t('booking.tickets.used')}
                </Badge>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
