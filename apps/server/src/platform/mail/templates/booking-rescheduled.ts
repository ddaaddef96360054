import {
  BOOKING_WORDS,
  type BookingMailBooking,
  type BookingMailTicket,
  bookingFacts,
  termsText,
  ticketBlocks,
  whatText,
  whenText,
} from './booking-details.ts';
import { composeMail, type MailAttachment, type MailContent } from './layout.ts';

const COPY = {
  en: {
    subject: (reference: string, what: string) => `Your booking ${reference} has moved: ${what}`,
    heading: (name: string, when: string) => `${name}, your booking now starts ${when}.`,
    passHeading: (name: string, when: string) => `${name}, your pass is now for ${when}.`,
    previous: (when: string) =>
      `It was on ${when}. These are your new tickets: the QR codes of the earlier e-mail no longer work.`,
    calendar: 'The updated calendar event is attached to this e-mail.',
  },
  'pt-PT': {
    subject: (reference: string, what: string) => `A sua reserva ${reference} foi alterada: ${what}`,
    heading: (name: string, when: string) => `${name}, a sua reserva passou para ${when}.`,
    passHeading: (name: string, when: string) => `${name}, o seu passe é agora para ${when}.`,
    previous: (when: string) =>
      `Estava marcada para ${when}. Estes são os seus novos bilhetes: os códigos QR do e-mail anterior deixaram de ser válidos.`,
    calendar: 'O evento atualizado para o seu calendário segue em anexo.',
  },
} as const;

/** The booking moved to another time: the new time, the new QR codes (the old ones no longer scan) and the event. */
export function bookingRescheduledMail(data: {
  booking: BookingMailBooking;
  previous: { day: string; startTime: string };
  tickets: BookingMailTicket[];
  calendar: MailAttachment;
}): MailContent {
  const { booking, tickets } = data;
  const { locale } = booking;
  const copy = COPY[locale];
  return composeMail({
    locale,
    subject: copy.subject(booking.reference, whatText(booking)),
    heading: (booking.passWindow ? copy.passHeading : copy.heading)(
      booking.clientName,
      whenText(booking.day, booking.startTime, locale, booking.passWindow),
    ),
    blocks: [
      {
        kind: 'paragraph',
        // A pass moves within its activity: the window of the day it was on is the same.
        text: copy.previous(whenText(data.previous.day, data.previous.startTime, locale, booking.passWindow)),
      },
      bookingFacts(booking),
      ...ticketBlocks(tickets, locale),
      { kind: 'action', label: BOOKING_WORDS[locale].manageAction, url: booking.manageUrl },
      { kind: 'note', text: termsText(booking) },
      { kind: 'note', text: copy.calendar },
    ],
    attachments: [...tickets.map((ticket) => ticket.image), data.calendar],
  });
}
