import { formatPrice } from '@roteiro/domain/money/money';
import { BOOKING_WORDS, type BookingMailBooking, whatText, whenText } from './booking-details.ts';
import { composeMail, type MailAttachment, type MailContent } from './layout.ts';

const COPY = {
  en: {
    subject: (reference: string) => `Your booking ${reference} is canceled`,
    heading: (name: string) => `${name}, your booking has been canceled.`,
    wasOn: 'Was on',
    refund: 'Refund',
    refunded: (amount: string) =>
      `We refunded ${amount} to the card you paid with. Banks usually show it within 5 to 10 business days.`,
    refundedInCash: (amount: string) => `The vendor gave you ${amount} back in cash.`,
    void: 'Your tickets for this booking no longer work.',
    calendar: 'Open the attached calendar file to remove the booking from your calendar.',
  },
  'pt-PT': {
    subject: (reference: string) => `A sua reserva ${reference} foi cancelada`,
    heading: (name: string) => `${name}, a sua reserva foi cancelada.`,
    wasOn: 'Estava marcada para',
    refund: 'Reembolso',
    refunded: (amount: string) =>
      `Reembolsámos ${amount} no cartão com que pagou. Os bancos costumam mostrá-lo em 5 a 10 dias úteis.`,
    refundedInCash: (amount: string) => `O vendedor devolveu-lhe ${amount} em dinheiro.`,
    void: 'Os bilhetes desta reserva deixaram de ser válidos.',
    calendar: 'Abra o ficheiro de calendário em anexo para retirar a reserva do seu calendário.',
  },
} as const;

/** The booking was canceled and refunded (by the traveller, or by staff). */
export function bookingCanceledMail(data: {
  booking: Omit<BookingMailBooking, 'manageUrl'>;
  refundCents: number;
  /** The .ics that removes the booking's calendar event (METHOD:CANCEL). */
  calendar: MailAttachment;
}): MailContent {
  const { booking } = data;
  const { locale } = booking;
  const copy = COPY[locale];
  const words = BOOKING_WORDS[locale];
  const refund = formatPrice(data.refundCents, locale);
  return composeMail({
    locale,
    subject: copy.subject(booking.reference),
    heading: copy.heading(booking.clientName),
    blocks: [
      {
        kind: 'facts',
        rows: [
          [words.reference, booking.reference],
          [words.activity, whatText(booking)],
          [copy.wasOn, whenText(booking.day, booking.startTime, locale, booking.passWindow)],
          [copy.refund, refund],
        ],
      },
      {
        kind: 'paragraph',
        text: booking.paidInCash ? copy.refundedInCash(refund) : copy.refunded(refund),
      },
      { kind: 'note', text: copy.void },
      { kind: 'note', text: copy.calendar },
    ],
    attachments: [data.calendar],
  });
}
