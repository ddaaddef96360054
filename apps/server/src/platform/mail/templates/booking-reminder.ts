import { hhmm } from '@roteiro/domain/booking/slots';
import { formatPassValidity } from '@roteiro/domain/time/format';
import { type BookingMailBooking, bookingFacts, whatText } from './booking-details.ts';
import { composeMail, type MailContent } from './layout.ts';

const COPY = {
  en: {
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
  },
  'pt-PT': {
    subject: (time: string, what: string) => `Amanhã às ${time}: ${what}`,
    heading: (name: string, time: string) => `${name}, até amanhã às ${time}.`,
    passSubject: (validity: string, what: string) => `Amanhã, ${validity}: ${what}`,
    passHeading: (name: string, validity: string) => `${name}, o seu passe é ${validity} amanhã.`,
    early:
      'Esteja no ponto de encontro 10 minutos antes, com um código QR por pessoa (abra a ligação abaixo para os mostrar).',
    passEarly:
      'Mostre um código QR por pessoa no ponto de encontro, para qualquer partida neste horário (abra a ligação abaixo para os mostrar).',
    open: 'Abrir os seus bilhetes',
  },
} as const;

/** The day before: where and when to be, and where the tickets are. */
export function bookingReminderMail(data: { booking: BookingMailBooking }): MailContent {
  const { booking } = data;
  const copy = COPY[booking.locale];
  const time = hhmm(booking.startTime);
  const validity = booking.passWindow && formatPassValidity(booking.passWindow, booking.locale);
  return composeMail({
    locale: booking.locale,
    subject: validity ? copy.passSubject(validity, whatText(booking)) : copy.subject(time, whatText(booking)),
    heading: validity
      ? copy.passHeading(booking.clientName, validity)
      : copy.heading(booking.clientName, time),
    blocks: [
      bookingFacts(booking),
      { kind: 'paragraph', text: validity ? copy.passEarly : copy.early },
      { kind: 'action', label: copy.open, url: booking.manageUrl },
    ],
  });
}
