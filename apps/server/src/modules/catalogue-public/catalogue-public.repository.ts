import type { TCategoryKey } from '@roteiro/domain/catalogue/categories';
import type { TTranslationLocale } from '@roteiro/domain/catalogue/translation';
import { type SqlBool, sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';

/**
 * The stored search document of an activity in the reader's language, indexed with GIN over the visible ones:
 * English (migration 0007), or Portuguese (0049: the Portuguese texts where translated, else the English ones),
 * each queried with its own stemming.
 */
const searchDocument = (locale: TContentLocale) =>
  locale === 'pt-PT' ? sql`a."searchDocumentPt"` : sql`a."searchDocument"`;
const searchQuery = (tsquery: string, locale: TContentLocale) =>
  locale === 'pt-PT'
    ? sql`to_tsquery('portuguese'::regconfig, roteiro_unaccent(${tsquery}))`
    : sql`to_tsquery('english'::regconfig, roteiro_unaccent(${tsquery}))`;

export const cardColumns = [
  'a.id',
  'a.title',
  'a.city',
  'a.categories',
  'a.durationMinutes',
  'a.priceCents',
  'a.privatePriceCents',
  'a.marketPriceCents',
  'a.isPass',
  'a.isPrivateOnly',
  // The rating is the reviews' aggregate (issue 37), not the activity's old stored figures.
  sql<number>`coalesce(rating."starsTotal", 0)`.as('starsTotal'),
  sql<number>`coalesce(rating."count", 0)`.as('evaluationCount'),
  'cover.storageKey as coverKey',
  'cover.width as coverWidth',
  'cover.height as coverHeight',
] as const;

/** Visible activities only: everything public starts here. */
export const visibleActivities = (db: Executor) =>
  db.selectFrom('activity as a').where('a.isVisible', '=', true);

/** Visible activities with their cover picture and their reviews' rating, as cards show them. */
export function publicActivities(db: Executor) {
  return visibleActivities(db)
    .leftJoin('activity_media as cover', (join) =>
      join.onRef('cover.activityId', '=', 'a.id').on('cover.kind', '=', 'cover'),
    )
    .leftJoin('activity_rating as rating', 'rating.activityId', 'a.id');
}

/**
 * The reader's translation of the activities (issue 36): a Portuguese read joins its texts on the primary key
 * (one indexed lookup per activity); an English read (null) joins nothing.
 */
export type TContentLocale = TTranslationLocale | null;

/** The translated title of a card (null when the reader is English or it has none). */
export function withTranslatedTitle<QB extends ReturnType<typeof publicActivities>>(
  query: QB,
  locale: TContentLocale,
) {
  return query.$if(locale !== null, (qb) =>
    qb
      .leftJoin('activity_translation as tr', (join) =>
        join.onRef('tr.activityId', '=', 'a.id').on('tr.locale', '=', locale ?? 'pt-PT'),
      )
      .select(sql<string | null>`tr."texts"->>'title'`.as('translatedTitle')),
  );
}

export type TActivityFilter = {
  tsquery?: string;
  category?: TCategoryKey;
  /** Only activities whose reviews' average is at least this (issue 37). */
  minRating?: number;
  /** `rating`: the highest average first, then the most reviews (the rated activities only: see below). */
  sort?: 'rating';
  /** Only activities without a review (the tail of a list by rating). */
  isUnrated?: boolean;
};

/** The filter as one SQL condition on `a` (`true` when there is nothing to filter on), searched in `locale`. */
function matching(filter: TActivityFilter, locale: TContentLocale) {
  const conditions = [
    ...(filter.category ? [sql`a."categories" @> array[${filter.category}]::text[]`] : []),
    ...(filter.isUnrated
      ? [
          sql`not exists (select 1 from "activity_rating" "r" where "r"."activityId" = a."id" and "r"."count" > 0)`,
        ]
      : []),
    ...(filter.minRating !== undefined
      ? [
          sql`exists (select 1 from "activity_rating" "r" where "r"."activityId" = a."id" and "r"."average" >= ${filter.minRating})`,
        ]
      : []),
    ...(filter.tsquery ? [sql`${searchDocument(locale)} @@ ${searchQuery(filter.tsquery, locale)}`] : []),
  ];
  return sql<SqlBool>`${conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`}`;
}

/**
 * The hot queries are built by these functions and run by the ones below them, so a test can EXPLAIN
 * exactly what the app runs (catalogue-public.plans.int.test.ts).
 */
export function publicActivityPageQuery(
  db: Executor,
  filter: TActivityFilter,
  page: { limit: number; offset: number },
  locale: TContentLocale = null,
) {
  let query = withTranslatedTitle(publicActivities(db), locale)
    .where(matching(filter, locale))
    .select(cardColumns);
  if (filter.sort === 'rating') {
    // Rated activities only, read in the order of the rating's index (average, then count).
    query = query
      .where(sql<SqlBool>`rating."count" > 0`)
      .orderBy(sql`rating."average"`, 'desc')
      .orderBy(sql`rating."count"`, 'desc');
  }
  if (filter.tsquery) {
    query = query.orderBy(
      sql`ts_rank(${searchDocument(locale)}, ${searchQuery(filter.tsquery, locale)})`,
      'desc',
    );
  }
  return query
    .orderBy('a.durationMinutes', 'desc')
    .orderBy('a.title')
    .orderBy('a.id')
    .limit(page.limit)
    .offset(page.offset);
}

/** The count needs no cover: no join. */
export function publicActivityCountQuery(
  db: Executor,
  filter: TActivityFilter,
  locale: TContentLocale = null,
) {
  return visibleActivities(db).where(matching(filter, locale)).select(countAll());
}

export function featuredActivitiesQuery(db: Executor, limit: number, locale: TContentLocale = null) {
  return withTranslatedTitle(publicActivities(db), locale)
    .where('a.isFeatured', '=', true)
    .select(cardColumns)
    .orderBy('a.durationMinutes', 'desc')
    .orderBy('a.id')
    .limit(limit);
}

export function publicActivityQuery(db: Executor, id: string, locale: TContentLocale = null) {
  return publicActivities(db)
    .$if(locale !== null, (qb) =>
      qb
        .leftJoin('activity_translation as tr', (join) =>
          join.onRef('tr.activityId', '=', 'a.id').on('tr.locale', '=', locale ?? 'pt-PT'),
        )
        .select('tr.texts as translation'),
    )
    .select(cardColumns)
    .select([
      'a.description',
      'a.meetingPoint',
      'a.markerLat',
      'a.markerLng',
      'a.languages',
      sql<string[]>`a."sharedTimeSlots"::text[]`.as('sharedTimeSlots'),
      sql<string[]>`a."privateTimeSlots"::text[]`.as('privateTimeSlots'),
      sql<string | null>`a."firstDeparture"::text`.as('firstDeparture'),
      sql<string | null>`a."lastDeparture"::text`.as('lastDeparture'),
      'a.frequencyMinutes',
      'a.minNumOfParticipants',
      'a.maxNumOfParticipants',
      'a.cancellationPolicy',
      'a.notSuitableFor',
      'a.whatsIncluded',
      'a.whatToExpect',
      'a.additionalInfo',
      'a.accessibility',
      'a.salesWindowDays',
    ])
    .where('a.id', '=', id);
}

/** One page of public activities: ranked by relevance when searching, else longest first (operations.md §9). */
export async function listPublicActivities(
  db: Executor,
  filter: TActivityFilter,
  page: { limit: number; offset: number },
  locale: TContentLocale = null,
) {
  if (filter.sort !== 'rating') {
    return publicActivityPageQuery(db, filter, page, locale).execute();
  }
  // By rating (issue 37): the rated activities through the rating's index, then (without a minimum) the unrated
  // ones in the list's own order, so each part reads an index instead of sorting the whole catalogue.
  const rated = await publicActivityPageQuery(db, filter, page, locale).execute();
  if (rated.length === page.limit || filter.minRating !== undefined) {
    return rated;
  }
  const ratedTotal =
    rated.length > 0
      ? page.offset + rated.length
      : await countPublicActivities(db, { ...filter, minRating: 1 }, locale);
  const rest = await publicActivityPageQuery(
    db,
    { ...filter, sort: undefined, isUnrated: true },
    { limit: page.limit - rated.length, offset: Math.max(0, page.offset - ratedTotal) },
    locale,
  ).execute();
  return [...rated, ...rest];
}

export async function countPublicActivities(
  db: Executor,
  filter: TActivityFilter,
  locale: TContentLocale = null,
): Promise<number> {
  const row = await publicActivityCountQuery(db, filter, locale).executeTakeFirstOrThrow();
  return row.count;
}

export async function listFeaturedActivities(db: Executor, limit: number, locale: TContentLocale = null) {
  return featuredActivitiesQuery(db, limit, locale).execute();
}

export async function findPublicActivity(db: Executor, id: string, locale: TContentLocale = null) {
  return publicActivityQuery(db, id, locale).executeTakeFirst();
}

export async function listActivityParts(db: Executor, activityId: string) {
  const [highlights, stops, media] = await Promise.all([
    db
      .selectFrom('activity_highlight')
      .select(['text'])
      .where('activityId', '=', activityId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('activity_stop')
      .select(['id', 'title', 'description', 'imageUrl', 'direction', 'attractions'])
      .where('activityId', '=', activityId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('activity_media')
      .select(['kind', 'storageKey', 'width', 'height'])
      .where('activityId', '=', activityId)
      .where('kind', 'in', ['gallery', 'video'])
      .orderBy('kind')
      .orderBy('position')
      .execute(),
  ]);
  return { highlights, stops, media };
}

/** Public events, with their translated title for a reader of another language (issue 36; one key lookup). */
function publicEvents(db: Executor, locale: TContentLocale) {
  return db
    .selectFrom('event as e')
    .innerJoin('activity as a', 'a.id', 'e.activityId')
    .leftJoin('activity_media as cover', (join) =>
      join.onRef('cover.activityId', '=', 'a.id').on('cover.kind', '=', 'cover'),
    )
    .$if(locale !== null, (qb) =>
      qb
        .leftJoin('event_translation as etr', (join) =>
          join.onRef('etr.eventId', '=', 'e.id').on('etr.locale', '=', locale ?? 'pt-PT'),
        )
        .select(sql<string | null>`etr."texts"->>'title'`.as('translatedTitle')),
    )
    .where('e.isVisible', '=', true)
    .where('a.isVisible', '=', true)
    .select([
      'e.id',
      'e.activityId',
      'e.title',
      'e.priceCents',
      'e.eventDate',
      sql<string>`e."eventTime"::text`.as('eventTime'),
      'cover.storageKey as coverKey',
      'cover.width as coverWidth',
      'cover.height as coverHeight',
    ]);
}

/**
 * Upcoming public events (from `today`, a Lisbon day), soonest first: by day, then time (the spec's
 * "cheapest first" put next June's cheap event before this month's).
 */
export async function listUpcomingEvents(
  db: Executor,
  today: string,
  limit: number,
  locale: TContentLocale = null,
) {
  return publicEvents(db, locale)
    .where('e.eventDate', '>=', today)
    .orderBy('e.eventDate')
    .orderBy('e.eventTime')
    .orderBy('e.id')
    .limit(limit)
    .execute();
}

export async function findPublicEvent(
  db: Executor,
  eventId: string,
  activityId: string,
  locale: TContentLocale = null,
) {
  return publicEvents(db, locale)
    .where('e.id', '=', eventId)
    .where('e.activityId', '=', activityId)
    .executeTakeFirst();
}

/** Public ticket products, cheapest first (operations.md §9), with their texts in the reader's language (issue 36). */
export async function listPublicTickets(db: Executor, limit: number, locale: TContentLocale = null) {
  return db
    .selectFrom('ticket_product as t')
    .$if(locale !== null, (qb) =>
      qb
        .leftJoin('ticket_product_translation as tr', (join) =>
          join.onRef('tr.ticketProductId', '=', 't.id').on('tr.locale', '=', locale ?? 'pt-PT'),
        )
        .select([
          sql<string | null>`tr."texts"->>'title'`.as('translatedTitle'),
          sql<string | null>`tr."texts"->>'description'`.as('translatedDescription'),
        ]),
    )
    .select(['t.id', 't.title', 't.description', 't.priceCents', 't.ticketLink', 't.city', 't.coverImageKey'])
    .where('t.isVisible', '=', true)
    .orderBy('t.priceCents')
    .orderBy('t.id')
    .limit(limit)
    .execute();
}

/** Every public details and event page, for the sitemap. */
export async function listSitemapEntries(db: Executor) {
  const [activities, events] = await Promise.all([
    db
      .selectFrom('activity')
      .select(['id', 'title', 'updatedAt'])
      .where('isVisible', '=', true)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('event as e')
      .innerJoin('activity as a', 'a.id', 'e.activityId')
      .select(['e.id', 'e.activityId', 'e.title', 'e.updatedAt'])
      .where('e.isVisible', '=', true)
      .where('a.isVisible', '=', true)
      .orderBy('e.eventDate')
      .execute(),
  ]);
  return { activities, events };
}

/** Title, description and cover of a public page, for the HTML the server sends (link previews). */
export async function findActivityPreview(db: Executor, activityId: string, locale: TContentLocale = null) {
  return publicActivities(db)
    .$if(locale !== null, (qb) =>
      qb
        .leftJoin('activity_translation as tr', (join) =>
          join.onRef('tr.activityId', '=', 'a.id').on('tr.locale', '=', locale ?? 'pt-PT'),
        )
        .select([
          sql<string | null>`tr."texts"->>'title'`.as('translatedTitle'),
          sql<string | null>`tr."texts"->>'description'`.as('translatedDescription'),
        ]),
    )
    .select(['a.title', 'a.description', 'cover.storageKey as coverKey'])
    .where('a.id', '=', activityId)
    .executeTakeFirst();
}
