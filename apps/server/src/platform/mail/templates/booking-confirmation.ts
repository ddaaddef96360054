import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import mailBookingConfirmationPt from '../locales/pt-PT/mailBookingConfirmation.json';
import { sayIn } from '../mail-texts.ts';
import {
  type BookingMailBooking,
  type BookingMailTicket,
  bookingFacts,
  bookingWords,
  termsText,
  ticketBlocks,
  whatText,
} from './booking-details.ts';
import { composeMail, type MailAttachment, type MailContent } from './layout.ts';

/** English; the Portuguese in locales/pt-PT/mailBookingConfirmation.json. */
export const mailBookingConfirmationTexts = defineTexts('mailBookingConfirmation', {
  subject: (reference: string, what: string) => `Your booking ${reference}: ${what}`,
  heading: (name: string) => `Thank you, ${name}. Your booking is confirmed.`,
  showQr: 'Show one QR code per person at the meeting point, on your phone or printed.',
  calendar: 'The calendar event is attached to this e-mail.',
});
registerTranslations(mailBookingConfirmationTexts, 'pt-PT', mailBookingConfirmationPt);
const sayConfirmation = sayIn(mailBookingConfirmationTexts);

/** Sent once a booking is paid: the details, one QR code per person, the manage link and the calendar event. */
export function bookingConfirmationMail(data: {
  booking: BookingMailBooking;
  tickets: BookingMailTicket[];
  calendar: MailAttachment;
}): MailContent {
  const { booking, tickets } = data;
  const say = sayConfirmation(booking.locale);
  const words = bookingWords(booking.locale);
  return composeMail({
    locale: booking.locale,
    subject: say('subject', booking.reference, whatText(booking)),
    heading: say('heading', booking.clientName),
    blocks: [
      bookingFacts(booking),
      { kind: 'paragraph', text: say('showQr') },
      ...ticketBlocks(tickets, booking.locale),
      { kind: 'action', label: words('manageAction'), url: booking.manageUrl },
      { kind: 'note', text: termsText(booking) },
      ...(booking.paidInCash ? [{ kind: 'note' as const, text: words('cashRefundNote') }] : []),
      { kind: 'note', text: say('calendar') },
    ],
    attachments: [...tickets.map((ticket) => ticket.image), data.calendar],
  });
}
