import type { Db, Trx } from '../../../db/database.ts';

/**
 * The SQL of managing a booking (manage.service.ts, manage.reminders.ts). Each change is a conditional update on
 * the state it expects: of racing requests, only the one whose update returns a row goes on.
 */

/** `paid → refunded`, once: what the refund releases and pays back, undefined when it was not paid. */
export async function markPaidBookingRefunded(trx: Trx, bookingId: string, now: Date) {
  return trx
    .updateTable('booking')
    .set({ status: 'refunded', refundedAt: now, updatedAt: now })
    .where('id', '=', bookingId)
    .where('status', '=', 'paid')
    .returning(['groupId', 'participantCount', 'amountCents'])
    .executeTakeFirst();
}

/** Voids the booking's tickets that are still valid (a used ticket stays used). */
export async function voidValidTickets(trx: Trx, bookingId: string, now: Date): Promise<void> {
  await trx
    .updateTable('issued_ticket')
    .set({ isValid: false, voidedAt: now })
    .where('isValid', '=', true)
    .where('participantId', 'in', (eb) =>
      eb.selectFrom('participant').select('participant.id').where('participant.bookingId', '=', bookingId),
    )
    .execute();
}

/**
 * Claims a paid booking for a move while it is still in `groupId` (the row stays locked until the transaction
 * ends); false when it was refunded or moved meanwhile.
 */
export async function claimBookingInGroup(
  trx: Trx,
  bookingId: string,
  groupId: string,
  now: Date,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('booking')
    .set({ updatedAt: now })
    .where('id', '=', bookingId)
    .where('status', '=', 'paid')
    .where('groupId', '=', groupId)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Moves a claimed booking to another group (its participant follows by the cascading key). */
export async function moveBookingToGroup(
  trx: Trx,
  bookingId: string,
  groupId: string,
  now: Date,
): Promise<void> {
  await trx.updateTable('booking').set({ groupId, updatedAt: now }).where('id', '=', bookingId).execute();
}

/** Paid bookings on `day` whose reminder is not sent, paid before `paidBefore`, by id. */
export async function listBookingsDueReminder(
  db: Db,
  day: string,
  paidBefore: Date,
  limit: number,
): Promise<{ id: string }[]> {
  return db
    .selectFrom('booking as b')
    .innerJoin('activity_group as g', 'g.id', 'b.groupId')
    .select('b.id')
    .where('g.day', '=', day)
    .where('b.status', '=', 'paid')
    .where('b.reminderSentAt', 'is', null)
    .where('b.paidAt', '<', paidBefore)
    .orderBy('b.id')
    .limit(limit)
    .execute();
}

/** Claims a paid booking's reminder, once; false when it was already sent (or the booking is no longer paid). */
export async function claimReminder(trx: Trx, bookingId: string, now: Date): Promise<boolean> {
  const claimed = await trx
    .updateTable('booking')
    .set({ reminderSentAt: now })
    .where('id', '=', bookingId)
    .where('status', '=', 'paid')
    .where('reminderSentAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}
