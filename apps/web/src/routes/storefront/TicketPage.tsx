import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { BookingLinkError } from '../../features/booking/BookingLinkError.tsx';
import { useBookingViewQuery } from '../../features/booking/bookingQueries.ts';
import { PrintableTickets } from '../../features/booking/PrintableTickets.tsx';
import '../../features/booking/bookingTexts.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { manageLink } from './BookingSuccessPage.tsx';

/** /ticket?reference=&token= — the tickets of a booking to print, one per person and per page. */
export function TicketPage() {
  const texts = useT();
  const { t } = texts;
  const pageTitle = t('common.meta.ticket.title');
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const token = params.get('token') ?? '';
  const booking = useBookingViewQuery(reference, token);

  // The page has no header: without a working link, the way on is the booking look-up.
  if (!reference || !token) {
    return (
      <BookingLinkError
        pageTitle={pageTitle}
        title={t('booking.success.incompleteTitle')}
        message={t('booking.ticketPage.openFromEmail')}
      />
    );
  }
  if (booking.isError && !booking.data) {
    return (
      <BookingLinkError
        pageTitle={pageTitle}
        title={t('booking.ticketPage.openFailed')}
        message={errorText(booking.error, texts)}
      />
    );
  }
  if (!booking.data) {
    return <PageLoader />;
  }
  const view = booking.data;
  const tickets = view.status === 'paid' ? view.tickets.filter((ticket) => ticket.state !== 'void') : [];

  return (
    <PrintableTickets
      booking={{ ...view, tickets }}
      toolbar={
        <Group justify="space-between" mb="lg">
          <Button
            component={Link}
            to={manageLink(view.reference, view.token)}
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('booking.ticketPage.back')}
          </Button>
          <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()} mih={44}>
            {t('booking.ticketPage.print')}
          </Button>
        </Group>
      }
    />
  );
}
