import {
  BOOKING_WORDS,
  type BookingMailBooking,
  type BookingMailTicket,
  bookingFacts,
  termsText,
  ticketBlocks,
  whatText,
} from './booking-details.ts';
import { composeMail, type MailAttachment, type MailContent } from './layout.ts';

const COPY = {
  en: {
    subject: (reference: string, what: string) => `Your booking ${reference}: ${what}`,
    heading: (name: string) => `Thank you, ${name}. Your booking is confirmed.`,
    showQr: 'Show one QR code per person at the meeting point, on your phone or printed.',
    calendar: 'The calendar event is attached to this e-mail.',
  },
  'pt-PT': {
    subject: (reference: string, what: string) => `A sua reserva ${reference}: ${what}`,
    heading: (name: string) => `Obrigado, ${name}. A sua reserva está confirmada.`,
    showQr: 'Mostre um código QR por pessoa no ponto de encontro, no telemóvel ou impresso.',
    calendar: 'O evento para o seu calendário segue em anexo.',
  },
} as const;

/** Sent once a booking is paid: the details, one QR code per person, the manage link and the calendar event. */
export function bookingConfirmationMail(data: {
  booking: BookingMailBooking;
  tickets: BookingMailTicket[];
  calendar: MailAttachment;
}): MailContent {
  const { booking, tickets } = data;
  const copy = COPY[booking.locale];
  return composeMail({
    locale: booking.locale,
    subject: copy.subject(booking.reference, whatText(booking)),
    heading: copy.heading(booking.clientName),
    blocks: [
      bookingFacts(booking),
      { kind: 'paragraph', text: copy.showQr },
      ...ticketBlocks(tickets, booking.locale),
      { kind: 'action', label: BOOKING_WORDS[booking.locale].manageAction, url: booking.manageUrl },
      { kind: 'note', text: termsText(booking) },
      ...(booking.paidInCash
        ? [{ kind: 'note' as const, text: BOOKING_WORDS[booking.locale].cashRefundNote }]
        : []),
      { kind: 'note', text: copy.calendar },
    ],
    attachments: [...tickets.map((ticket) => ticket.image), data.calendar],
  });
}
