import type { Executor, Trx } from '../../../db/database.ts';

/** The SQL of a pending booking's life (checkout.ts, hold-expiry.ts); its places are in places.repository.ts. */

/** The provider's checkout session of a booking, and its page when it is shown again (a vendor's sale). */
export async function recordCheckoutSession(
  db: Executor,
  bookingId: string,
  session: { checkoutSessionId: string; checkoutUrl: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('booking')
    .set({ checkoutSessionId: session.checkoutSessionId, checkoutUrl: session.checkoutUrl, updatedAt: now })
    .where('id', '=', bookingId)
    .execute();
}

/** `pending → canceled`, once: the places to release, undefined when the booking was not pending. */
export async function markPendingBookingCanceled(trx: Trx, bookingId: string, now: Date) {
  return trx
    .updateTable('booking')
    .set({ status: 'canceled', canceledAt: now, updatedAt: now })
    .where('id', '=', bookingId)
    .where('status', '=', 'pending')
    .returning(['groupId', 'participantCount'])
    .executeTakeFirst();
}

/** Pending bookings created before `createdBefore`, oldest first. */
export async function listPendingBookingsCreatedBefore(
  db: Executor,
  createdBefore: Date,
  limit: number,
): Promise<{ id: string; activityId: string }[]> {
  return db
    .selectFrom('booking')
    .select(['id', 'activityId'])
    .where('status', '=', 'pending')
    .where('createdAt', '<', createdBefore)
    .orderBy('createdAt')
    .limit(limit)
    .execute();
}
