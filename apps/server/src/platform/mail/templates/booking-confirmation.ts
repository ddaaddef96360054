import { REFUND_RULE } from '@roteiro/domain/booking/booking';
import {
  type BookingMailBooking,
  type BookingMailTicket,
  bookingFacts,
  ticketBlocks,
  whatText,
} from './booking-details.ts';
import { composeMail, type MailAttachment, type MailContent } from './layout.ts';

/** Sent once a booking is paid: the details, one QR code per person, the manage link and the calendar event. */
export function bookingConfirmationMail(data: {
  booking: BookingMailBooking;
  tickets: BookingMailTicket[];
  calendar: MailAttachment;
}): MailContent {
  const { booking, tickets } = data;
  return composeMail({
    subject: `Your booking ${booking.reference}: ${whatText(booking)}`,
    heading: `Thank you, ${booking.clientName}. Your booking is confirmed.`,
    blocks: [
      bookingFacts(booking),
      {
        kind: 'paragraph',
        text: 'Show one QR code per person at the meeting point, on your phone or printed.',
      },
      ...ticketBlocks(tickets),
      { kind: 'action', label: 'See, change or cancel your booking', url: booking.manageUrl },
      { kind: 'note', text: REFUND_RULE },
      { kind: 'note', text: 'The calendar event is attached to this e-mail.' },
    ],
    attachments: [...tickets.map((ticket) => ticket.image), data.calendar],
  });
}
