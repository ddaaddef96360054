import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import { formatPrice } from '@roteiro/domain/money/money';
import mailBookingCanceledPt from '../locales/pt-PT/mailBookingCanceled.json';
import { sayIn } from '../mail-texts.ts';
import { type BookingMailBooking, bookingWords, whatText, whenText } from './booking-details.ts';
import { composeMail, type MailAttachment, type MailContent } from './layout.ts';

/** English; the Portuguese in locales/pt-PT/mailBookingCanceled.json. */
export const mailBookingCanceledTexts = defineTexts('mailBookingCanceled', {
  subject: (reference: string) => `Your booking ${reference} is canceled`,
  heading: (name: string) => `${name}, your booking has been canceled.`,
  wasOn: 'Was on',
  refund: 'Refund',
  refunded: (amount: string) =>
    `We refunded ${amount} to the card you paid with. Banks usually show it within 5 to 10 business days.`,
  refundedInCash: (amount: string) => `The vendor gave you ${amount} back in cash.`,
  void: 'Your tickets for this booking no longer work.',
  calendar: 'Open the attached calendar file to remove the booking from your calendar.',
});
registerTranslations(mailBookingCanceledTexts, 'pt-PT', mailBookingCanceledPt);
const sayCanceled = sayIn(mailBookingCanceledTexts);

/** The booking was canceled and refunded (by the traveller, or by staff). */
export function bookingCanceledMail(data: {
  booking: Omit<BookingMailBooking, 'manageUrl'>;
  refundCents: number;
  /** The .ics that removes the booking's calendar event (METHOD:CANCEL). */
  calendar: MailAttachment;
}): MailContent {
  const { booking } = data;
  const { locale } = booking;
  const say = sayCanceled(locale);
  const words = bookingWords(locale);
  const refund = formatPrice(data.refundCents, locale);
  return composeMail({
    locale,
    subject: say('subject', booking.reference),
    heading: say('heading', booking.clientName),
    blocks: [
      {
        kind: 'facts',
        rows: [
          [words('reference'), booking.reference],
          [words('activity'), whatText(booking)],
          [say('wasOn'), whenText(booking.day, booking.startTime, locale, booking.passWindow)],
          [say('refund'), refund],
        ],
      },
      {
        kind: 'paragraph',
        text: booking.paidInCash ? say('refundedInCash', refund) : say('refunded', refund),
      },
      { kind: 'note', text: say('void') },
      { kind: 'note', text: say('calendar') },
    ],
    attachments: [data.calendar],
  });
}
