import type { Trx } from '../../../db/database.ts';

/**
 * The SQL of fulfilment (fulfilment.ts): every change of a booking's status here is a conditional update on the
 * status it expects, so only one delivery of a payment event finds something to do.
 */

const bookingColumns = [
  'id',
  'status',
  'kind',
  'eventId',
  'groupId',
  'clientName',
  'participantCount',
  'amountCents',
  'affiliateId',
  'paymentIntentId',
] as const;

/** `pending → paid`, once; undefined when the booking was not pending (or does not exist). */
export async function markPendingBookingPaid(
  trx: Trx,
  bookingId: string,
  payment: { paymentIntentId: string | null; paidInCash: boolean },
  now: Date,
) {
  return trx
    .updateTable('booking')
    .set({
      status: 'paid',
      paidAt: now,
      paymentIntentId: payment.paymentIntentId,
      paidInCash: payment.paidInCash,
      updatedAt: now,
    })
    .where('id', '=', bookingId)
    .where('status', '=', 'pending')
    .returning(bookingColumns)
    .executeTakeFirst();
}
export type FulfilledBooking = NonNullable<Awaited<ReturnType<typeof markPendingBookingPaid>>>;

/** The booking as fulfilment reads it, or undefined. */
export async function findBookingToFulfil(
  trx: Trx,
  bookingId: string,
): Promise<FulfilledBooking | undefined> {
  return trx.selectFrom('booking').select(bookingColumns).where('id', '=', bookingId).executeTakeFirst();
}

/** `canceled → paid` of a booking paid after its hold expired, once it has taken its places again. */
export async function markCanceledBookingPaid(
  trx: Trx,
  bookingId: string,
  paymentIntentId: string | null,
  now: Date,
): Promise<FulfilledBooking> {
  return trx
    .updateTable('booking')
    .set({
      status: 'paid',
      paidAt: now,
      canceledAt: null,
      paymentIntentId,
      updatedAt: now,
    })
    .where('id', '=', bookingId)
    .where('status', '=', 'canceled')
    .returning(bookingColumns)
    .executeTakeFirstOrThrow();
}

/** `canceled → refunded` of a booking paid after its places were gone; false when it was not canceled. */
export async function markCanceledBookingRefunded(
  trx: Trx,
  bookingId: string,
  paymentIntentId: string | null,
  now: Date,
): Promise<boolean> {
  const refunded = await trx
    .updateTable('booking')
    .set({
      status: 'refunded',
      paidAt: now,
      refundedAt: now,
      canceledAt: null,
      paymentIntentId,
      updatedAt: now,
    })
    .where('id', '=', bookingId)
    .where('status', '=', 'canceled')
    .returning('id')
    .executeTakeFirst();
  return refunded !== undefined;
}

/** The booking's participant row (one per booking), in its group. */
export async function insertParticipant(
  trx: Trx,
  participant: { bookingId: string; groupId: string; clientName: string },
): Promise<{ id: string }> {
  return trx
    .insertInto('participant')
    .values({
      bookingId: participant.bookingId,
      groupId: participant.groupId,
      clientName: participant.clientName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** One valid ticket per number, all the participant's. */
export async function insertTickets(trx: Trx, participantId: string, ticketNumbers: string[]): Promise<void> {
  await trx
    .insertInto('issued_ticket')
    .values(ticketNumbers.map((ticketNumber) => ({ participantId, ticketNumber })))
    .execute();
}

/** The affiliate's commission rate as it stands now. */
export async function findAffiliateCommissionRate(trx: Trx, affiliateId: string): Promise<number> {
  const affiliate = await trx
    .selectFrom('affiliate')
    .select('commissionRateBasisPoints')
    .where('id', '=', affiliateId)
    .executeTakeFirstOrThrow();
  return affiliate.commissionRateBasisPoints;
}
