import { REFUND_RULE } from '@roteiro/domain/booking/booking';
import {
  type BookingMailBooking,
  type BookingMailTicket,
  bookingFacts,
  ticketBlocks,
  whatText,
  whenText,
} from './booking-details.ts';
import { composeMail, type MailAttachment, type MailContent } from './layout.ts';

/** The booking moved to another time: the new time, the new QR codes (the old ones no longer scan) and the event. */
export function bookingRescheduledMail(data: {
  booking: BookingMailBooking;
  previous: { day: string; startTime: string };
  tickets: BookingMailTicket[];
  calendar: MailAttachment;
}): MailContent {
  const { booking, tickets } = data;
  return composeMail({
    subject: `Your booking ${booking.reference} has moved: ${whatText(booking)}`,
    heading: `${booking.clientName}, your booking now starts ${whenText(booking.day, booking.startTime)}.`,
    blocks: [
      {
        kind: 'paragraph',
        text: `It was on ${whenText(data.previous.day, data.previous.startTime)}. These are your new tickets: the QR codes of the earlier e-mail no longer work.`,
      },
      bookingFacts(booking),
      ...ticketBlocks(tickets),
      { kind: 'action', label: 'See, change or cancel your booking', url: booking.manageUrl },
      { kind: 'note', text: REFUND_RULE },
      { kind: 'note', text: 'The updated calendar event is attached to this e-mail.' },
    ],
    attachments: [...tickets.map((ticket) => ticket.image), data.calendar],
  });
}
