import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** What a details page's schema.org data says beyond its texts: prices, place and pictures (issue 38). */
export async function findActivityOfferFacts(db: Executor, activityId: string) {
  const [activity, images] = await Promise.all([
    db
      .selectFrom('activity')
      .select([
        'id',
        'title',
        'priceCents',
        'privatePriceCents',
        'isPass',
        'isPrivateOnly',
        'durationMinutes',
        'meetingPoint',
        'city',
        'markerLat',
        'markerLng',
        sql<number>`cardinality("sharedTimeSlots") + cardinality("privateTimeSlots")`.as('slotCount'),
      ])
      .where('id', '=', activityId)
      .where('isVisible', '=', true)
      .executeTakeFirst(),
    activityImageKeys(db, activityId),
  ]);
  return activity ? { ...activity, imageKeys: images } : undefined;
}

/** The cover first, then the gallery's pictures in their order (videos are not images). */
export async function activityImageKeys(db: Executor, activityId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('activity_media')
    .select('storageKey')
    .where('activityId', '=', activityId)
    .where('kind', 'in', ['cover', 'gallery'])
    .orderBy(sql`"kind" = 'cover'`, 'desc')
    .orderBy('position')
    .limit(8)
    .execute();
  return rows.map((row) => row.storageKey);
}

/** Whether an event's group is full (no group yet: places left). */
export async function isEventSoldOut(db: Executor, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('activity_group')
    .select(sql<boolean>`bool_or("groupSize" >= "capacity")`.as('isFull'))
    .where('eventId', '=', eventId)
    .executeTakeFirst();
  return row?.isFull === true;
}
