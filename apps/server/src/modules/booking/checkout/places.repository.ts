import type { TBookingKind } from '@roteiro/domain/booking/booking';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { sql } from 'kysely';
import type { Executor, Trx } from '../../../db/database.ts';

/**
 * Places in a slot's `activity_group`, held only by conditional updates (docs/data-model.md "Reserve seats
 * in a group"): never read-then-write, and `activity_group_size_check` refuses overbooking anyway.
 */

export type GroupRow = {
  id: string;
  eventId: string | null;
  isPrivate: boolean;
  groupSize: number;
  capacity: number;
};

const groupColumns = ['id', 'eventId', 'isPrivate', 'groupSize', 'capacity'] as const;

/** The group of a slot, created on demand (unique per activity, day and start time). */
export async function findOrCreateGroup(
  trx: Trx,
  slot: {
    activityId: string;
    eventId: string | null;
    day: string;
    startTime: string;
    endTime: string;
    capacity: number;
  },
): Promise<GroupRow> {
  await trx
    .insertInto('activity_group')
    .values(slot)
    .onConflict((oc) => oc.columns(['activityId', 'day', 'startTime']).doNothing())
    .execute();
  const group = await findGroupOfSlot(trx, slot);
  if (!group) {
    throw new Error(`the group of ${slot.activityId} ${slot.day} ${slot.startTime} was not created`);
  }
  return group;
}

/**
 * Takes `count` places in a group for a booking of `kind`, or nothing. Shared tours and passes join a group
 * that is neither private nor an event's; an event's booking only its event's group; a private booking
 * only an empty group, which it then holds alone (`isPrivate`). True when the places were taken.
 */
export async function reservePlaces(
  trx: Trx,
  groupId: string,
  count: number,
  kind: TBookingKind,
  eventId: string | null,
): Promise<boolean> {
  let update = trx
    .updateTable('activity_group')
    .set({ groupSize: sql`"groupSize" + ${count}`, updatedAt: new Date() })
    .where('id', '=', groupId)
    .where('isPrivate', '=', false)
    .where(sql<boolean>`"groupSize" + ${count} <= "capacity"`);
  if (kind === 'private') {
    update = update.set({ isPrivate: true }).where('groupSize', '=', 0).where('eventId', 'is', null);
  } else if (kind === 'event') {
    update = update.where('eventId', '=', eventId);
  } else {
    update = update.where('eventId', 'is', null);
  }
  const row = await update.returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Gives `count` places back; a group left empty is no longer private. False when it held fewer (a bug). */
export async function releasePlaces(trx: Executor, groupId: string, count: number): Promise<boolean> {
  const row = await trx
    .updateTable('activity_group')
    .set({
      groupSize: sql`"groupSize" - ${count}`,
      isPrivate: sql`case when "groupSize" - ${count} = 0 then false else "isPrivate" end`,
      updatedAt: new Date(),
    })
    .where('id', '=', groupId)
    .where('groupSize', '>=', count)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A new pending booking and its places in one statement (one round trip, atomic): the slot's group is created
 * with the booking's places, or, when it exists, takes them by the conditional update of "Reserve seats in a
 * group" (same rules as `reservePlaces`); the booking is inserted only if the places were taken. Undefined when
 * they were not (nothing written). A reference drawn twice fails the statement on its unique key.
 */
export async function reservePlacesAndInsertBooking(
  db: Executor,
  slot: {
    activityId: string;
    eventId: string | null;
    day: string;
    startTime: string;
    endTime: string;
    capacity: number;
  },
  booking: {
    reference: string;
    kind: TBookingKind;
    clientName: string;
    clientEmail: string;
    participantCount: number;
    subtotalCents: number;
    discountCents: number;
    amountCents: number;
    affiliateId: string | null;
    referralCode: string | null;
    soldByVendorId: string | null;
    counterSaleKey: string | null;
    locale: TLocale;
    /** The traveller's phone (E.164) and notes for the guide, both optional. */
    clientPhone: string | null;
    notes: string | null;
  },
): Promise<{ id: string; reference: string; amountCents: number } | undefined> {
  const fits =
    booking.kind === 'private'
      ? sql`g."groupSize" = 0 and g."eventId" is null`
      : booking.kind === 'event'
        ? sql`g."eventId" = ${slot.eventId}`
        : sql`g."eventId" is null`;
  const result = await sql<{ id: string; reference: string; amountCents: number }>`
    with "slot" as (
      insert into "activity_group" as g
        ("activityId", "eventId", "day", "startTime", "endTime", "capacity", "groupSize", "isPrivate")
      values (${slot.activityId}, ${slot.eventId}, ${slot.day}, ${slot.startTime}, ${slot.endTime}, ${slot.capacity},
        ${booking.participantCount}, ${booking.kind === 'private'})
      on conflict ("activityId", "day", "startTime") do update
        set "groupSize" = g."groupSize" + excluded."groupSize",
          "isPrivate" = g."isPrivate" or excluded."isPrivate",
          "updatedAt" = now()
        where not g."isPrivate" and g."groupSize" + excluded."groupSize" <= g."capacity" and ${fits}
      returning g."id"
    )
    insert into "booking" ("reference", "kind", "activityId", "eventId", "groupId", "clientName", "clientEmail",
      "participantCount", "subtotalCents", "discountCents", "amountCents", "affiliateId", "referralCode",
      "soldByVendorId", "counterSaleKey", "locale", "clientPhone", "notes")
    select ${booking.reference}, ${booking.kind}, ${slot.activityId}, ${slot.eventId}, s."id", ${booking.clientName},
      ${booking.clientEmail}, ${booking.participantCount}, ${booking.subtotalCents}, ${booking.discountCents},
      ${booking.amountCents}, ${booking.affiliateId}, ${booking.referralCode}, ${booking.soldByVendorId},
      ${booking.counterSaleKey}, ${booking.locale}, ${booking.clientPhone}, ${booking.notes}
    from "slot" s
    returning "id", "reference", "amountCents"
  `.execute(db);
  return result.rows[0];
}

/** The group of a slot, if it has one. */
export async function findGroupOfSlot(
  db: Executor,
  slot: { activityId: string; day: string; startTime: string },
): Promise<GroupRow | undefined> {
  return db
    .selectFrom('activity_group')
    .select(groupColumns)
    .where('activityId', '=', slot.activityId)
    .where('day', '=', slot.day)
    .where('startTime', '=', slot.startTime)
    .executeTakeFirst();
}

export async function findGroup(db: Executor, groupId: string): Promise<GroupRow | undefined> {
  return db.selectFrom('activity_group').select(groupColumns).where('id', '=', groupId).executeTakeFirst();
}
