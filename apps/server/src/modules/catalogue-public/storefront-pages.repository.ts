import { sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';
import {
  cardColumns,
  publicActivities,
  type TContentLocale,
  visibleActivities,
  withTranslatedTitle,
} from './catalogue-public.repository.ts';

/*
 * The reads of the storefront's information pages: the passes of /unlock and the photos of
 * /gallery. Built by these functions so catalogue-public.plans.int.test.ts can EXPLAIN them at 10,000 activities.
 */

/** Visible passes, cheapest first: the partial index activity_pass_order_idx holds exactly these rows in this order. */
export function publicPassPageQuery(
  db: Executor,
  page: { limit: number; offset: number },
  locale: TContentLocale = null,
) {
  return withTranslatedTitle(publicActivities(db), locale)
    .where('a.isPass', '=', true)
    .select(cardColumns)
    .select([
      sql<string | null>`a."firstDeparture"::text`.as('firstDeparture'),
      sql<string | null>`a."lastDeparture"::text`.as('lastDeparture'),
      'a.frequencyMinutes',
    ])
    .orderBy('a.priceCents')
    .orderBy('a.id')
    .limit(page.limit)
    .offset(page.offset);
}

export function publicPassCountQuery(db: Executor) {
  return visibleActivities(db).where('a.isPass', '=', true).select(countAll());
}

/** A page of visible activities in the lists' order (index activity_public_order_idx): whose photos /gallery shows. */
export function galleryActivityPageQuery(
  db: Executor,
  page: { limit: number; offset: number },
  locale: TContentLocale = null,
) {
  return visibleActivities(db)
    .$if(locale !== null, (qb) =>
      qb
        .leftJoin('activity_translation as tr', (join) =>
          join.onRef('tr.activityId', '=', 'a.id').on('tr.locale', '=', locale ?? 'pt-PT'),
        )
        .select(sql<string | null>`tr."texts"->>'title'`.as('translatedTitle')),
    )
    .select(['a.id', 'a.title', 'a.city'])
    .orderBy('a.durationMinutes', 'desc')
    .orderBy('a.title')
    .orderBy('a.id')
    .limit(page.limit)
    .offset(page.offset);
}

export function galleryActivityCountQuery(db: Executor) {
  return visibleActivities(db).select(countAll());
}

/**
 * The first `perActivity` pictures of each of these activities, cover first, then the gallery in its order
 * (the key activity_media ("activityId", "kind", "position") reads them in that order: 'cover' < 'gallery').
 */
export function galleryPhotosQuery(db: Executor, activityIds: readonly string[], perActivity: number) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('activity_media')
        .select([
          'activityId',
          'storageKey',
          'width',
          'height',
          sql<number>`row_number() over (partition by "activityId" order by "kind", "position")`.as('rank'),
        ])
        .where('activityId', 'in', activityIds)
        .where('kind', 'in', ['cover', 'gallery'])
        .as('m'),
    )
    .select(['m.activityId', 'm.storageKey', 'm.width', 'm.height'])
    .where('m.rank', '<=', perActivity)
    .orderBy('m.activityId')
    .orderBy('m.rank');
}

export async function listPublicPasses(
  db: Executor,
  page: { limit: number; offset: number },
  locale: TContentLocale = null,
) {
  return publicPassPageQuery(db, page, locale).execute();
}

export async function countPublicPasses(db: Executor): Promise<number> {
  return (await publicPassCountQuery(db).executeTakeFirstOrThrow()).count;
}

export async function listGalleryActivities(
  db: Executor,
  page: { limit: number; offset: number },
  locale: TContentLocale = null,
) {
  return galleryActivityPageQuery(db, page, locale).execute();
}

export async function countGalleryActivities(db: Executor): Promise<number> {
  return (await galleryActivityCountQuery(db).executeTakeFirstOrThrow()).count;
}

export async function listGalleryPhotos(db: Executor, activityIds: readonly string[], perActivity: number) {
  return activityIds.length === 0 ? [] : galleryPhotosQuery(db, activityIds, perActivity).execute();
}

/**
 * Every visible activity's meeting point, with whether one of its runs is in progress (the live map); its title
 * and meeting point in the reader's language where translated (issue 36).
 */
export function liveMapQuery(db: Executor, locale: TContentLocale = null) {
  return db
    .selectFrom('activity as a')
    .$if(locale !== null, (qb) =>
      qb
        .leftJoin('activity_translation as tr', (join) =>
          join.onRef('tr.activityId', '=', 'a.id').on('tr.locale', '=', locale ?? 'pt-PT'),
        )
        .select([
          sql<string | null>`tr."texts"->>'title'`.as('translatedTitle'),
          sql<string | null>`tr."texts"->>'meetingPoint'`.as('translatedMeetingPoint'),
        ]),
    )
    .select((eb) => [
      'a.id',
      'a.title',
      'a.city',
      'a.meetingPoint',
      'a.markerLat',
      'a.markerLng',
      eb
        .exists(
          eb
            .selectFrom('activity_run as r')
            .select('r.id')
            .whereRef('r.activityId', '=', 'a.id')
            .where('r.inProgress', '=', true),
        )
        .as('live'),
    ])
    .where('a.isVisible', '=', true)
    .orderBy('a.title')
    .orderBy('a.id');
}
