import { cancellationTermsText, type TCancellationTerms } from '@roteiro/domain/booking/cancellation';
import { hhmm } from '@roteiro/domain/booking/slots';
import type { TPassWindow } from '@roteiro/domain/catalogue/pass-window';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import { formatPrice } from '@roteiro/domain/money/money';
import { formatDay, formatPassValidity } from '@roteiro/domain/time/format';
import mailBookingPt from '../locales/pt-PT/mailBooking.json';
import { sayIn } from '../mail-texts.ts';
import type { MailAttachment, MailBlock } from './layout.ts';

/** What every booking e-mail says about the booking (times are Europe/Lisbon wall times). */
export type BookingMailBooking = {
  reference: string;
  activityTitle: string;
  eventTitle: string | null;
  day: string;
  startTime: string;
  /** A pass booking's day window: the e-mails say 'valid 09:30–19:00', not the departure chosen. */
  passWindow: TPassWindow;
  meetingPoint: string;
  clientName: string;
  participantCount: number;
  amountCents: number;
  /** Paid in cash at a vendor's counter: refunded there, not online. */
  paidInCash?: boolean;
  /** The signed manage link (`manageBookingLink`). */
  manageUrl: string;
  /** The language the traveller booked in: every e-mail of the booking is written in it. */
  locale: TLocale;
  /** The slot's cancellation terms when the e-mail is written (cancellation.ts). */
  cancellationTerms: TCancellationTerms;
};

/** The booking's cancellation terms in its language, as every page and e-mail words them. */
export const termsText = (booking: Pick<BookingMailBooking, 'cancellationTerms' | 'locale'>) =>
  cancellationTermsText(booking.cancellationTerms, booking.locale);

/** A ticket's QR code as an inline image (`cid`) of the e-mail. */
export type BookingMailTicket = { ticketNumber: string; image: MailAttachment & { cid: string } };

/** The words the booking e-mails share (English; the Portuguese in locales/pt-PT/mailBooking.json). */
export const mailBookingTexts = defineTexts('mailBooking', {
  at: 'at',
  lisbonTime: 'Lisbon time',
  person: 'person',
  people: 'people',
  reference: 'Booking reference',
  activity: 'Activity',
  when: 'When',
  meetingPoint: 'Meeting point',
  participants: 'Participants',
  paid: 'Paid',
  inCash: 'in cash',
  /** A cash booking is refunded where it was paid (docs/decisions.md). */
  cashRefundNote:
    'You paid in cash at the counter: for a refund, go back to the vendor who sold you the tickets.',
  ticketOf: (position: number, count: number) => `Ticket ${position} of ${count}`,
  qrOf: (position: number) => `QR code of ticket ${position}`,
  manageAction: 'See, change or cancel your booking',
  calendar: (reference: string, people: string, amount: string, meetingPoint: string) =>
    `Booking ${reference}: ${people}, ${amount}. Meeting point: ${meetingPoint}.`,
  calendarLink: 'Tickets and changes:',
});
registerTranslations(mailBookingTexts, 'pt-PT', mailBookingPt);

/** The booking e-mails' shared words in `locale`: `bookingWords(locale)('manageAction')`. */
export const bookingWords = sayIn(mailBookingTexts);

/**
 * "Tuesday"-less, unambiguous: "24 November 2026 at 10:00 (Lisbon time)", "24 de novembro de 2026 às 10:00 (hora de
 * Lisboa)"; a pass's day as the operator screens write it: "24 November 2026, valid 09:30–19:00 (Lisbon time)".
 */
export function whenText(
  day: string,
  startTime: string,
  locale: TLocale = 'en',
  passWindow: TPassWindow = null,
): string {
  const say = bookingWords(locale);
  return passWindow
    ? `${formatDay(day, locale)}, ${formatPassValidity(passWindow, locale)} (${say('lisbonTime')})`
    : `${formatDay(day, locale)} ${say('at')} ${hhmm(startTime)} (${say('lisbonTime')})`;
}

export function whatText(booking: Pick<BookingMailBooking, 'activityTitle' | 'eventTitle'>): string {
  return booking.eventTitle ? `${booking.eventTitle} (${booking.activityTitle})` : booking.activityTitle;
}

export function participantsText(count: number, locale: TLocale = 'en'): string {
  const say = bookingWords(locale);
  return `${count} ${count === 1 ? say('person') : say('people')}`;
}

export function bookingFacts(booking: BookingMailBooking): MailBlock {
  const say = bookingWords(booking.locale);
  return {
    kind: 'facts',
    rows: [
      [say('reference'), booking.reference],
      [say('activity'), whatText(booking)],
      [say('when'), whenText(booking.day, booking.startTime, booking.locale, booking.passWindow)],
      [say('meetingPoint'), booking.meetingPoint],
      [say('participants'), participantsText(booking.participantCount, booking.locale)],
      [
        say('paid'),
        `${formatPrice(booking.amountCents, booking.locale)}${booking.paidInCash ? ` ${say('inCash')}` : ''}`,
      ],
    ],
  };
}

/** One QR image per ticket, each with its number, as mail blocks. */
export function ticketBlocks(tickets: BookingMailTicket[], locale: TLocale = 'en'): MailBlock[] {
  const say = bookingWords(locale);
  return tickets.flatMap((ticket, index): MailBlock[] => [
    { kind: 'paragraph', text: `${say('ticketOf', index + 1, tickets.length)} · ${ticket.ticketNumber}` },
    { kind: 'image', cid: ticket.image.cid, alt: say('qrOf', index + 1), width: 200 },
  ]);
}

/** The calendar event's description: the booking in a line, its cancellation terms and the manage link. */
export function calendarDescription(booking: BookingMailBooking): string {
  const say = bookingWords(booking.locale);
  return `${say(
    'calendar',
    booking.reference,
    participantsText(booking.participantCount, booking.locale),
    formatPrice(booking.amountCents, booking.locale),
    booking.meetingPoint,
  )} ${termsText(booking)}. ${say('calendarLink')} ${booking.manageUrl}`;
}
