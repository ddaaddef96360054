import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import mailBookingRescheduledPt from '../locales/pt-PT/mailBookingRescheduled.json';
import { sayIn } from '../mail-texts.ts';
import {
  type BookingMailBooking,
  type BookingMailTicket,
  bookingFacts,
  bookingWords,
  termsText,
  ticketBlocks,
  whatText,
  whenText,
} from './booking-details.ts';
import { composeMail, type MailAttachment, type MailContent } from './layout.ts';

/** English; the Portuguese in locales/pt-PT/mailBookingRescheduled.json. */
export const mailBookingRescheduledTexts = defineTexts('mailBookingRescheduled', {
  subject: (reference: string, what: string) => `Your booking ${reference} has moved: ${what}`,
  heading: (name: string, when: string) => `${name}, your booking now starts ${when}.`,
  passHeading: (name: string, when: string) => `${name}, your pass is now for ${when}.`,
  previous: (when: string) =>
    `It was on ${when}. These are your new tickets: the QR codes of the earlier e-mail no longer work.`,
  calendar: 'The updated calendar event is attached to this e-mail.',
});
registerTranslations(mailBookingRescheduledTexts, 'pt-PT', mailBookingRescheduledPt);
const sayRescheduled = sayIn(mailBookingRescheduledTexts);

/** The booking moved to another time: the new time, the new QR codes (the old ones no longer scan) and the event. */
export function bookingRescheduledMail(data: {
  booking: BookingMailBooking;
  previous: { day: string; startTime: string };
  tickets: BookingMailTicket[];
  calendar: MailAttachment;
}): MailContent {
  const { booking, tickets } = data;
  const { locale } = booking;
  const say = sayRescheduled(locale);
  return composeMail({
    locale,
    subject: say('subject', booking.reference, whatText(booking)),
    heading: say(
      booking.passWindow ? 'passHeading' : 'heading',
      booking.clientName,
      whenText(booking.day, booking.startTime, locale, booking.passWindow),
    ),
    blocks: [
      {
        kind: 'paragraph',
        // A pass moves within its activity: the window of the day it was on is the same.
        text: say(
          'previous',
          whenText(data.previous.day, data.previous.startTime, locale, booking.passWindow),
        ),
      },
      bookingFacts(booking),
      ...ticketBlocks(tickets, locale),
      { kind: 'action', label: bookingWords(locale)('manageAction'), url: booking.manageUrl },
      { kind: 'note', text: termsText(booking) },
      { kind: 'note', text: say('calendar') },
    ],
    attachments: [...tickets.map((ticket) => ticket.image), data.calendar],
  });
}
