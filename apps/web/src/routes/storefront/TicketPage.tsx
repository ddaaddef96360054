import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { whenText } from '../../features/booking/BookingSummary.tsx';
import { useBookingViewQuery } from '../../features/booking/bookingQueries.ts';
import { QrImage } from '../../features/booking/QrImage.tsx';
import classes from '../../features/booking/TicketSheet.module.css';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { manageLink } from './BookingSuccessPage.tsx';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** /ticket?reference=&token= — the tickets of a booking to print, one per person and per page. */
export function TicketPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const token = params.get('token') ?? '';
  const booking = useBookingViewQuery(reference, token);

  if (!reference || !token) {
    return <ErrorState title="This link is not complete" message="Open the link from your e-mail." />;
  }
  if (booking.isError && !booking.data) {
    return <ErrorState title="We could not open these tickets" message={booking.error.message} />;
  }
  if (!booking.data) {
    return <PageLoader />;
  }
  const view = booking.data;
  const tickets = view.status === 'paid' ? view.tickets.filter((ticket) => ticket.state !== 'void') : [];

  return (
    <div className={classes.sheet}>
      <Group justify="space-between" mb="lg" className={classes.noPrint}>
        <Button
          component={Link}
          to={manageLink(view.reference, view.token)}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          Back to your booking
        </Button>
        <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()} mih={44}>
          Print
        </Button>
      </Group>
      {tickets.length === 0 ? (
        <Text>This booking has no valid tickets.</Text>
      ) : (
        tickets.map((ticket, index) => (
          <article
            key={ticket.ticketNumber}
            className={classes.ticket}
            aria-label={`Ticket ${index + 1} of ${tickets.length}`}
            data-testid="printable-ticket"
          >
            <Stack gap="md">
              <div>
                <Text size="sm" c="dimmed">
                  Roteiro ticket {index + 1} of {tickets.length}
                </Text>
                <Title order={1} size="h2">
                  {view.eventTitle ?? view.activity.title}
                </Title>
              </div>
              <QrImage text={ticket.qrText} label={`QR code of ticket ${ticket.ticketNumber}`} size={240} />
              <SimpleGrid cols={2} spacing="sm">
                <Line label="When" value={whenText(view)} />
                <Line label="Meeting point" value={`${view.activity.meetingPoint}, ${view.activity.city}`} />
                <Line label="Booking reference" value={view.reference} />
                <Line label="Ticket number" value={ticket.ticketNumber} />
                <Line label="Name" value={view.clientName} />
              </SimpleGrid>
            </Stack>
          </article>
        ))
      )}
    </div>
  );
}
