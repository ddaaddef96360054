import type { TBookingKind } from '@roteiro/domain/booking/booking';
import { sql } from 'kysely';
import type { Executor, Trx } from '../../db/database.ts';

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
  return trx
    .selectFrom('activity_group')
    .select(groupColumns)
    .where('activityId', '=', slot.activityId)
    .where('day', '=', slot.day)
    .where('startTime', '=', slot.startTime)
    .executeTakeFirstOrThrow();
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

export async function findGroup(db: Executor, groupId: string): Promise<GroupRow | undefined> {
  return db.selectFrom('activity_group').select(groupColumns).where('id', '=', groupId).executeTakeFirst();
}
