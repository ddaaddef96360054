import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * The public activities and passes of Google's Things to do feed (issue 38), with their Portuguese texts where
 * written (title, description, meeting point, what's included, highlights), their categories, their reviews' rating and their
 * pictures (cover first, then the gallery).
 */
export async function listFeedActivities(db: Executor) {
  const [activities, media] = await Promise.all([
    db
      .selectFrom('activity as a')
      .leftJoin('activity_translation as tr', (join) =>
        join.onRef('tr.activityId', '=', 'a.id').on('tr.locale', '=', 'pt-PT'),
      )
      .leftJoin('activity_rating as rating', 'rating.activityId', 'a.id')
      .select([
        'a.id',
        'a.title',
        'a.description',
        sql<string | null>`tr."texts"->>'title'`.as('titlePt'),
        sql<string | null>`tr."texts"->>'description'`.as('descriptionPt'),
        'a.whatsIncluded',
        sql<string | null>`tr."texts"->>'whatsIncluded'`.as('whatsIncludedPt'),
        'a.categories',
        'a.priceCents',
        'a.privatePriceCents',
        'a.isPass',
        'a.isPrivateOnly',
        'a.maxNumOfParticipants',
        'a.durationMinutes',
        'a.markerLat',
        'a.markerLng',
        'a.meetingPoint',
        sql<string | null>`tr."texts"->>'meetingPoint'`.as('meetingPointPt'),
        sql<string[]>`coalesce(
          (select array_agg(h."text" order by h."position") from "activity_highlight" h where h."activityId" = a."id"),
          '{}'
        )`.as('highlights'),
        sql<(string | null)[] | null>`tr."texts"->'highlights'`.as('highlightsPt'),
        sql<number>`coalesce(rating."count", 0)`.as('ratingCount'),
        sql<number>`coalesce(rating."starsTotal", 0)`.as('starsTotal'),
      ])
      .where('a.isVisible', '=', true)
      .orderBy('a.createdAt')
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('activity_media as m')
      .innerJoin('activity as a', 'a.id', 'm.activityId')
      .select(['m.activityId', 'm.storageKey'])
      .where('a.isVisible', '=', true)
      .where('m.kind', 'in', ['cover', 'gallery'])
      .orderBy('m.activityId')
      .orderBy(sql`m."kind" = 'cover'`, 'desc')
      .orderBy('m.position')
      .execute(),
  ]);
  return { activities, media };
}

/** The public events from `today` (a Lisbon day) on, with their Portuguese titles where written. */
export async function listFeedEvents(db: Executor, today: string) {
  return db
    .selectFrom('event as e')
    .innerJoin('activity as a', 'a.id', 'e.activityId')
    .leftJoin('event_translation as tr', (join) =>
      join.onRef('tr.eventId', '=', 'e.id').on('tr.locale', '=', 'pt-PT'),
    )
    .select([
      'e.id',
      'e.activityId',
      'e.title',
      sql<string | null>`tr."texts"->>'title'`.as('titlePt'),
      'e.priceCents',
      'e.eventDate',
    ])
    .where('e.isVisible', '=', true)
    .where('a.isVisible', '=', true)
    .where('e.eventDate', '>=', today)
    .orderBy('e.eventDate')
    .orderBy('e.id')
    .execute();
}
