import type { TBookingView, TIssuedTicket } from '@roteiro/domain/booking/booking';
import { cancellationTerms } from '@roteiro/domain/booking/cancellation';
import { cannotChangeReason } from '@roteiro/domain/booking/manage-rules';
import { hhmm } from '@roteiro/domain/booking/slots';
import type { TPassWindow } from '@roteiro/domain/catalogue/pass-window';
import type { Executor } from '../../../db/database.ts';
import { bookingToken } from '../tickets/booking-token.ts';
import { slotInstants, ticketQrText } from '../tickets/tickets.ts';
import { listTicketRowsOfBooking, selectBookingRecords } from './booking-view.repository.ts';

/**
 * A booking as its traveller sees it (ZBookingView): loaded by reference or id with its activity, slot and
 * tickets, and whether it can still be changed. Used by the manage routes, the e-mails and admin refunds.
 */

export type BookingRecord = Awaited<ReturnType<typeof selectBookingRecords>>[number];
export type TicketRecord = { ticketNumber: string; qrText: string; state: TIssuedTicket['state'] };

/** The booking with its activity and slot, or undefined. */
export async function findBookingRecord(
  db: Executor,
  where: { reference: string } | { id: string },
): Promise<BookingRecord | undefined> {
  const [row] = await selectBookingRecords(db, where);
  return row;
}

/** The booking's tickets in issue order, each with the QR text of the group the booking is in now. */
export async function listBookingTickets(db: Executor, bookingId: string): Promise<TicketRecord[]> {
  const rows = await listTicketRowsOfBooking(db, bookingId);
  return rows.map((row) => ({
    ticketNumber: row.ticketNumber,
    qrText: ticketQrText(row),
    state: row.voidedAt ? 'void' : row.validatedAt ? 'used' : 'valid',
  }));
}

/** When the booking starts, as an instant (its group's Lisbon day and start time). */
export function bookingStart(booking: Pick<BookingRecord, 'day' | 'startTime' | 'endTime'>): Date {
  return slotInstants(booking).start;
}

/**
 * The day a pass booking is valid ('valid 09:30–19:00' on its pages, e-mails and tickets), null for any other kind:
 * a pass's group is only the departure chosen at checkout, and its end says nothing the holder can use.
 */
export function passWindowOf(booking: { kind: string; passWindow: TPassWindow }): TPassWindow {
  return booking.kind === 'pass' ? booking.passWindow : null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toBookingView(
  booking: BookingRecord,
  tickets: TicketRecord[],
  authSecret: string,
  now: Date,
): TBookingView {
  const reason = cannotChangeReason(booking, now);
  return {
    reference: booking.reference,
    status: booking.status,
    kind: booking.kind,
    activity: {
      id: booking.activityId,
      title: booking.activityTitle,
      meetingPoint: booking.meetingPoint,
      city: booking.city,
    },
    eventTitle: booking.eventTitle,
    day: booking.day,
    startTime: hhmm(booking.startTime),
    endTime: hhmm(booking.endTime),
    passWindow: passWindowOf(booking),
    clientName: booking.clientName,
    participantCount: booking.participantCount,
    subtotalCents: booking.subtotalCents,
    discountCents: booking.discountCents,
    amountCents: booking.amountCents,
    cancellationPolicy: booking.cancellationPolicy,
    cancellationTerms: cancellationTerms(bookingStart(booking), now),
    paidAt: iso(booking.paidAt),
    refundedAt: iso(booking.refundedAt),
    canceledAt: iso(booking.canceledAt),
    tickets,
    paidInCash: booking.paidInCash,
    canChange: reason === null,
    cannotChangeReason: reason,
    token: bookingToken(authSecret, booking),
  };
}

/** The view of one booking as stored now, or undefined. */
export async function loadBookingView(
  db: Executor,
  where: { reference: string } | { id: string },
  authSecret: string,
  now: Date,
): Promise<TBookingView | undefined> {
  const booking = await findBookingRecord(db, where);
  if (!booking) {
    return undefined;
  }
  return toBookingView(booking, await listBookingTickets(db, booking.id), authSecret, now);
}
