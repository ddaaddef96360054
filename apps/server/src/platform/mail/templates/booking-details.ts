import { formatCents } from '@roteiro/domain/money/money';
import { formatDay } from '@roteiro/domain/time/format';
import type { MailAttachment, MailBlock } from './layout.ts';

/** What every booking e-mail says about the booking (times are Europe/Lisbon wall times). */
export type BookingMailBooking = {
  reference: string;
  activityTitle: string;
  eventTitle: string | null;
  day: string;
  startTime: string;
  meetingPoint: string;
  clientName: string;
  participantCount: number;
  amountCents: number;
  /** The signed manage link (`manageBookingLink`). */
  manageUrl: string;
};

/** A ticket's QR code as an inline image (`cid`) of the e-mail. */
export type BookingMailTicket = { ticketNumber: string; image: MailAttachment & { cid: string } };

export const hhmm = (time: string) => time.slice(0, 5);

/** "Tuesday"-less, unambiguous: "24 November 2026 at 10:00 (Lisbon time)". */
export function whenText(day: string, startTime: string): string {
  return `${formatDay(day)} at ${hhmm(startTime)} (Lisbon time)`;
}

export function whatText(booking: Pick<BookingMailBooking, 'activityTitle' | 'eventTitle'>): string {
  return booking.eventTitle ? `${booking.eventTitle} (${booking.activityTitle})` : booking.activityTitle;
}

export function participantsText(count: number): string {
  return count === 1 ? '1 person' : `${count} people`;
}

export function bookingFacts(booking: BookingMailBooking): MailBlock {
  return {
    kind: 'facts',
    rows: [
      ['Booking reference', booking.reference],
      ['Activity', whatText(booking)],
      ['When', whenText(booking.day, booking.startTime)],
      ['Meeting point', booking.meetingPoint],
      ['Participants', participantsText(booking.participantCount)],
      ['Paid', formatCents(booking.amountCents)],
    ],
  };
}

/** One QR image per ticket, each with its number, as mail blocks. */
export function ticketBlocks(tickets: BookingMailTicket[]): MailBlock[] {
  return tickets.flatMap((ticket, index): MailBlock[] => [
    { kind: 'paragraph', text: `Ticket ${index + 1} of ${tickets.length} · ${ticket.ticketNumber}` },
    { kind: 'image', cid: ticket.image.cid, alt: `QR code of ticket ${index + 1}`, width: 200 },
  ]);
}
