import { sql } from 'kysely';
import type { Executor, Trx } from '../../../db/database.ts';

/**
 * The SQL of booking and checkout: what can be booked (availability.ts), the affiliate behind a code, and a pending
 * booking's life (checkout.ts, hold-expiry.ts); its places are in places.repository.ts.
 */

/** The activity fields the booking rules need; only a visible activity is bookable. */
export async function findBookableActivity(db: Executor, activityId: string) {
  return db
    .selectFrom('activity')
    .select([
      'id',
      'title',
      'isPass',
      'isPrivateOnly',
      'firstDeparture',
      'lastDeparture',
      'frequencyMinutes',
      'sharedTimeSlots',
      'privateTimeSlots',
      'priceCents',
      'privatePriceCents',
      'maxNumOfParticipants',
      'durationMinutes',
      'salesWindowDays',
    ])
    .where('id', '=', activityId)
    .where('isVisible', '=', true)
    .executeTakeFirst();
}
export type BookableActivity = NonNullable<Awaited<ReturnType<typeof findBookableActivity>>>;

/** A visible event of this activity. */
export async function findBookableEvent(db: Executor, activityId: string, eventId: string) {
  return db
    .selectFrom('event')
    .select(['id', 'title', 'priceCents', 'eventDate', 'eventTime'])
    .where('id', '=', eventId)
    .where('activityId', '=', activityId)
    .where('isVisible', '=', true)
    .executeTakeFirst();
}
export type BookableEvent = NonNullable<Awaited<ReturnType<typeof findBookableEvent>>>;

/**
 * The Portuguese titles of an activity and of its event (null for none, or none written), in one read by their
 * primary keys: a Portuguese traveller's checkout line names what they book in Portuguese.
 */
export async function findPortugueseTitles(db: Executor, activityId: string, eventId: string | null) {
  return db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('activity_translation as tr')
        .select(sql<string | null>`tr."texts"->>'title'`.as('title'))
        .where('tr.activityId', '=', activityId)
        .where('tr.locale', '=', 'pt-PT')
        .as('activityTitle'),
      eventId === null
        ? sql<string | null>`null`.as('eventTitle')
        : eb
            .selectFrom('event_translation as etr')
            .select(sql<string | null>`etr."texts"->>'title'`.as('title'))
            .where('etr.eventId', '=', eventId)
            .where('etr.locale', '=', 'pt-PT')
            .as('eventTitle'),
    ])
    .executeTakeFirstOrThrow();
}

/** The activity's groups from `fromDay` to `toDay` (one query for a whole month). */
export async function listGroupsOfDays(db: Executor, activityId: string, fromDay: string, toDay: string) {
  return db
    .selectFrom('activity_group')
    .select(['day', 'startTime', 'eventId', 'isPrivate', 'groupSize', 'capacity'])
    .where('activityId', '=', activityId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
}
export type SlotGroup = Awaited<ReturnType<typeof listGroupsOfDays>>[number];

/**
 * The affiliate whose code this is, while it is active: the code exists (an anonymised affiliate loses it)
 * and the affiliate's account, if it has one, is not deactivated.
 */
export async function findActiveAffiliateByCode(db: Executor, code: string) {
  return db
    .selectFrom('affiliate as af')
    .leftJoin('user as u', 'u.id', 'af.userId')
    .select(['af.id', 'af.discountCode', 'af.discountBasisPoints', 'af.commissionRateBasisPoints'])
    .where('af.discountCode', '=', code.trim().toUpperCase())
    .where('u.deactivatedAt', 'is', null)
    .executeTakeFirst();
}

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

/**
 * Pending bookings created before `createdBefore`, oldest first. A reseller's hold is left out: it has its own
 * expiry, which the reseller may extend (modules/distribution expires those).
 */
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
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reseller_booking as rb')
            .select('rb.bookingId')
            .whereRef('rb.bookingId', '=', 'booking.id'),
        ),
      ),
    )
    .orderBy('createdAt')
    .limit(limit)
    .execute();
}

/**
 * The traveller's contact on a pending booking (a reseller gives it when it confirms): only while pending, so a
 * booking canceled meanwhile is not confirmed. Undefined when it was not pending.
 */
export async function setPendingBookingContact(
  trx: Trx,
  bookingId: string,
  contact: { clientName: string; clientEmail: string; clientPhone: string | null; notes: string | null },
  now: Date,
) {
  return trx
    .updateTable('booking')
    .set({ ...contact, updatedAt: now })
    .where('id', '=', bookingId)
    .where('status', '=', 'pending')
    .returning(['id'])
    .executeTakeFirst();
}
