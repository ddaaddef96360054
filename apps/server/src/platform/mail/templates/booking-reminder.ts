import { hhmm } from '@roteiro/domain/booking/slots';
import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import { formatPassValidity } from '@roteiro/domain/time/format';
import mailBookingReminderPt from '../locales/pt-PT/mailBookingReminder.json';
import { sayIn } from '../mail-texts.ts';
import { type BookingMailBooking, bookingFacts, whatText } from './booking-details.ts';
import { composeMail, type MailContent } from './layout.ts';

/** English; the Portuguese in locales/pt-PT/mailBookingReminder.json. */
export const mailBookingReminderTexts = defineTexts('mailBookingReminder', {
  subject: (time: string, what: string) => `Tomorrow at ${time}: ${what}`,
  heading: (name: string, time: string) => `${name}, see you tomorrow at ${time}.`,
  /** A pass is good all its day: 'Tomorrow, valid 09:30–19:00: …'. */
  passSubject: (validity: string, what: string) => `Tomorrow, ${validity}: ${what}`,
  passHeading: (name: string, validity: string) => `${name}, your pass is ${validity} tomorrow.`,
  early:
    'Please be at the meeting point 10 minutes early with one QR code per person (open the link below to show them).',
  /** A pass has no one time to be early for. */
  passEarly:
    'Show one QR code per person at the meeting point, for any departure in these hours (open the link below to show them).',
  open: 'Open your tickets',
});
registerTranslations(mailBookingReminderTexts, 'pt-PT', mailBookingReminderPt);
const sayReminder = sayIn(mailBookingReminderTexts);

/** The day before: where and when to be, and where the tickets are. */
export function bookingReminderMail(data: { booking: BookingMailBooking }): MailContent {
  const { booking } = data;
  const say = sayReminder(booking.locale);
  const time = hhmm(booking.startTime);
  const validity = booking.passWindow && formatPassValidity(booking.passWindow, booking.locale);
  return composeMail({
    locale: booking.locale,
    subject: validity
      ? say('passSubject', validity, whatText(booking))
      : say('subject', time, whatText(booking)),
    heading: validity
      ? say('passHeading', booking.clientName, validity)
      : say('heading', booking.clientName, time),
    blocks: [
      bookingFacts(booking),
      { kind: 'paragraph', text: validity ? say('passEarly') : say('early') },
      { kind: 'action', label: say('open'), url: booking.manageUrl },
    ],
  });
}
