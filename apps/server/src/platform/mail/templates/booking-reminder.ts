import { type BookingMailBooking, bookingFacts, hhmm, whatText } from './booking-details.ts';
import { composeMail, type MailContent } from './layout.ts';

/** The day before: where and when to be, and where the tickets are. */
export function bookingReminderMail(data: { booking: BookingMailBooking }): MailContent {
  const { booking } = data;
  return composeMail({
    subject: `Tomorrow at ${hhmm(booking.startTime)}: ${whatText(booking)}`,
    heading: `${booking.clientName}, see you tomorrow at ${hhmm(booking.startTime)}.`,
    blocks: [
      bookingFacts(booking),
      {
        kind: 'paragraph',
        text: 'Please be at the meeting point 10 minutes early with one QR code per person (open the link below to show them).',
      },
      { kind: 'action', label: 'Open your tickets', url: booking.manageUrl },
    ],
  });
}
