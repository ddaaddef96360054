import { formatCents } from '@roteiro/domain/money/money';
import { type BookingMailBooking, whatText, whenText } from './booking-details.ts';
import { composeMail, type MailContent } from './layout.ts';

/** The booking was canceled and refunded (by the traveller, or by staff). */
export function bookingCanceledMail(data: {
  booking: Omit<BookingMailBooking, 'manageUrl'>;
  refundCents: number;
}): MailContent {
  const { booking } = data;
  return composeMail({
    subject: `Your booking ${booking.reference} is canceled`,
    heading: `${booking.clientName}, your booking has been canceled.`,
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Booking reference', booking.reference],
          ['Activity', whatText(booking)],
          ['Was on', whenText(booking.day, booking.startTime)],
          ['Refund', formatCents(data.refundCents)],
        ],
      },
      {
        kind: 'paragraph',
        text: `We refunded ${formatCents(data.refundCents)} to the card you paid with. Banks usually show it within 5 to 10 business days.`,
      },
      { kind: 'note', text: 'Your tickets for this booking no longer work.' },
    ],
  });
}
