import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';

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

/**
 * The admin dashboard's sales of a period (`from` inclusive, `to` exclusive; the Lisbon day's bounds): bookings
 * made then that were paid (refunded ones included, as Bookings Stats counts them), and what they took: the amounts
 * still paid, refunds taken off.
 */
export async function salesMadeBetween(db: Executor, from: Date, to: Date) {
  return db
    .selectFrom('booking')
    .select([
      sql<number>`count(*) filter (where "status" in ('paid', 'refunded'))::int`.as('count'),
      sql<number>`coalesce(sum("amountCents") filter (where "status" = 'paid'), 0)::int`.as('takingsCents'),
    ])
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .executeTakeFirstOrThrow();
}
