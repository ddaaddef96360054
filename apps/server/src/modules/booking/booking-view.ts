import { bookingMessages, type TBookingView, type TIssuedTicket } from '@roteiro/domain/booking/booking';
import { cancellationTerms } from '@roteiro/domain/booking/cancellation';
import type { TPassWindow } from '@roteiro/domain/catalogue/pass-window';
import type { Executor } from '../../db/database.ts';
import { passWindowOfActivity } from '../../db/pass-window.ts';
import { bookingToken } from './booking-token.ts';
import { slotInstants, ticketQrText } from './tickets.ts';

/**
 * A booking as its traveller sees it (ZBookingView): loaded by reference or id with its activity, slot and
 * tickets, and whether it can still be changed. Used by the manage routes, the e-mails and admin refunds.
 */

export type BookingRecord = Awaited<ReturnType<typeof selectBooking>>[number];
export type TicketRecord = { ticketNumber: string; qrText: string; state: TIssuedTicket['state'] };

function selectBooking(db: Executor, where: { reference: string } | { id: string }) {
  const query = db
    .selectFrom('booking as b')
    .innerJoin('activity as a', 'a.id', 'b.activityId')
    .innerJoin('activity_group as g', 'g.id', 'b.groupId')
    .leftJoin('event as e', 'e.id', 'b.eventId')
    .select([
      'b.id',
      'b.reference',
      'b.status',
      'b.kind',
      'b.activityId',
      'b.eventId',
      'b.groupId',
      'b.clientName',
      'b.clientEmail',
      'b.participantCount',
      'b.subtotalCents',
      'b.discountCents',
      'b.amountCents',
      'b.paymentIntentId',
      'b.affiliateId',
      'b.soldByVendorId',
      'b.paidInCash',
      'b.checkoutUrl',
      'b.createdAt',
      'b.paidAt',
      'b.refundedAt',
      'b.canceledAt',
      'b.locale',
      'a.title as activityTitle',
      'a.meetingPoint',
      'a.city',
      'a.cancellationPolicy',
      'e.title as eventTitle',
      'g.day',
      'g.startTime',
      'g.endTime',
      passWindowOfActivity().as('passWindow'),
    ]);
  return 'id' in where
    ? query.where('b.id', '=', where.id).execute()
    : query.where('b.reference', '=', where.reference.trim().toUpperCase()).execute();
}

/** The booking with its activity and slot, or undefined. */
export async function findBookingRecord(
  db: Executor,
  where: { reference: string } | { id: string },
): Promise<BookingRecord | undefined> {
  const [row] = await selectBooking(db, where);
  return row;
}

/** The booking's tickets in issue order, each with the QR text of the group the booking is in now. */
export async function listBookingTickets(db: Executor, bookingId: string): Promise<TicketRecord[]> {
  const rows = await db
    .selectFrom('participant as p')
    .innerJoin('issued_ticket as t', 't.participantId', 'p.id')
    .select(['p.id as participantId', 'p.groupId', 't.ticketNumber', 't.validatedAt', 't.voidedAt'])
    .where('p.bookingId', '=', bookingId)
    .orderBy('t.createdAt')
    .orderBy('t.ticketNumber')
    .execute();
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

/** Null when the traveller may cancel or reschedule now; else the reason shown instead of the buttons. */
export function cannotChangeReason(
  booking: Pick<BookingRecord, 'status' | 'day' | 'startTime' | 'endTime'>,
  now: Date,
): string | null {
  if (booking.status === 'pending') {
    return bookingMessages.notPaid;
  }
  if (booking.status !== 'paid') {
    return bookingMessages.alreadyCanceled;
  }
  if (!cancellationTerms(bookingStart(booking), now).isRefundable) {
    return bookingMessages.cancelTooLate;
  }
  return null;
}

/**
 * The day a pass booking is valid ('valid 09:30–19:00' on its pages, e-mails and tickets), null for any other kind:
 * a pass's group is only the departure chosen at checkout, and its end says nothing the holder can use (issue 34).
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
    startTime: booking.startTime.slice(0, 5),
    endTime: booking.endTime.slice(0, 5),
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
