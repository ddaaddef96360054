import type { TCategoryKey } from '@roteiro/domain/catalogue/categories';
import { type Expression, type SqlBool, sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';

/** The search document of an activity: the same expression as the GIN index of migration 0004. */
const searchDocument = sql`activity_search_document(a."title", a."description", a."categories", a."city")`;
const searchQuery = (tsquery: string) => sql`to_tsquery('english'::regconfig, roteiro_unaccent(${tsquery}))`;

const cardColumns = [
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
  'a.starsTotal',
  'a.evaluationCount',
  'cover.storageKey as coverKey',
  'cover.width as coverWidth',
  'cover.height as coverHeight',
] as const;

function publicActivities(db: Executor) {
  return db
    .selectFrom('activity as a')
    .leftJoin('activity_media as cover', (join) =>
      join.onRef('cover.activityId', '=', 'a.id').on('cover.kind', '=', 'cover'),
    )
    .where('a.isVisible', '=', true);
}

export type TActivityFilter = { tsquery?: string; category?: TCategoryKey };

function filtered(db: Executor, filter: TActivityFilter) {
  let query = publicActivities(db);
  if (filter.category) {
    query = query.where(sql<SqlBool>`a."categories" @> array[${filter.category}]::text[]`);
  }
  if (filter.tsquery) {
    query = query.where(
      sql<SqlBool>`${searchDocument} @@ ${searchQuery(filter.tsquery)}` as Expression<SqlBool>,
    );
  }
  return query;
}

/** One page of public activities: ranked by relevance when searching, else longest first (operations.md §9). */
export async function listPublicActivities(
  db: Executor,
  filter: TActivityFilter,
  page: { limit: number; offset: number },
) {
  let query = filtered(db, filter).select(cardColumns);
  if (filter.tsquery) {
    query = query.orderBy(sql`ts_rank(${searchDocument}, ${searchQuery(filter.tsquery)})`, 'desc');
  }
  return query
    .orderBy('a.durationMinutes', 'desc')
    .orderBy('a.title')
    .orderBy('a.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countPublicActivities(db: Executor, filter: TActivityFilter): Promise<number> {
  const row = await filtered(db, filter).select(countAll()).executeTakeFirstOrThrow();
  return row.count;
}

export async function listFeaturedActivities(db: Executor, limit: number) {
  return publicActivities(db)
    .where('a.isFeatured', '=', true)
    .select(cardColumns)
    .orderBy('a.durationMinutes', 'desc')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

export async function findPublicActivity(db: Executor, id: string) {
  return publicActivities(db)
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
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
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

function publicEvents(db: Executor) {
  return db
    .selectFrom('event as e')
    .innerJoin('activity as a', 'a.id', 'e.activityId')
    .leftJoin('activity_media as cover', (join) =>
      join.onRef('cover.activityId', '=', 'a.id').on('cover.kind', '=', 'cover'),
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

/** Upcoming public events (from `today`, a Lisbon day), cheapest first (operations.md §9). */
export async function listUpcomingEvents(db: Executor, today: string, limit: number) {
  return publicEvents(db)
    .where('e.eventDate', '>=', today)
    .orderBy('e.priceCents')
    .orderBy('e.eventDate')
    .orderBy('e.id')
    .limit(limit)
    .execute();
}

export async function findPublicEvent(db: Executor, eventId: string, activityId: string) {
  return publicEvents(db)
    .where('e.id', '=', eventId)
    .where('e.activityId', '=', activityId)
    .executeTakeFirst();
}

/** Public ticket products, cheapest first (operations.md §9). */
export async function listPublicTickets(db: Executor, limit: number) {
  return db
    .selectFrom('ticket_product')
    .select(['id', 'title', 'description', 'priceCents', 'ticketLink', 'city', 'coverImageKey'])
    .where('isVisible', '=', true)
    .orderBy('priceCents')
    .orderBy('id')
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
export async function findActivityPreview(db: Executor, activityId: string) {
  return publicActivities(db)
    .select(['a.title', 'a.description', 'cover.storageKey as coverKey'])
    .where('a.id', '=', activityId)
    .executeTakeFirst();
}
