import type { TActivityData } from '@roteiro/domain/catalogue/activity';
import { sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';

export type Page = { limit: number; offset: number };

/** Which of these uploaded media keys exist (an image key is the folder of its WebP variants). */
export async function findExistingMediaKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) {
    return new Set();
  }
  const candidates = keys.flatMap((key) => [key, `${key}/card.webp`]);
  const rows = await db.selectFrom('stored_file').select('key').where('key', 'in', candidates).execute();
  const found = new Set(rows.map((row) => row.key));
  return new Set(keys.filter((key) => found.has(key) || found.has(`${key}/card.webp`)));
}

export type ActivityProducts = {
  productId: string | null;
  priceLink: string | null;
  sharedProductId: string | null;
  sharedPriceLink: string | null;
};

function activityColumns(data: TActivityData) {
  return {
    title: data.title,
    description: data.description,
    categories: data.categories,
    durationMinutes: data.durationMinutes,
    priceCents: data.priceCents,
    privatePriceCents: data.privatePriceCents,
    marketPriceCents: data.marketPriceCents,
    guiderPaymentCents: data.guiderPaymentCents,
    isPass: data.isPass,
    firstDeparture: data.isPass ? (data.scheduleInfo?.firstDeparture ?? null) : null,
    lastDeparture: data.isPass ? (data.scheduleInfo?.lastDeparture ?? null) : null,
    frequencyMinutes: data.isPass ? (data.scheduleInfo?.frequencyMinutes ?? null) : null,
    cancellationPolicy: data.cancellationPolicy,
    notSuitableFor: data.notSuitableFor,
    whatsIncluded: data.whatsIncluded,
    whatToExpect: data.whatToExpect,
    additionalInfo: data.additionalInfo,
    accessibility: data.accessibility,
    languages: data.languages,
    sharedTimeSlots: data.sharedTimeSlots,
    privateTimeSlots: data.privateTimeSlots,
    minNumOfParticipants: data.minNumOfParticipants,
    maxNumOfParticipants: data.maxNumOfParticipants,
    isPrivateOnly: data.isPrivateOnly,
    salesWindowDays: data.salesWindowDays,
    meetingPoint: data.meetingPoint,
    markerLat: data.marker.lat,
    markerLng: data.marker.lng,
    city: data.city,
  };
}

/** Inserts the activity with its id; false when that id exists already (a repeated create). */
export async function insertActivity(
  trx: Executor,
  id: string,
  data: TActivityData,
  products: ActivityProducts,
  createdBy: string | null,
): Promise<boolean> {
  const row = await trx
    .insertInto('activity')
    .values({ id, ...activityColumns(data), ...products, createdBy })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateActivityRow(
  trx: Executor,
  id: string,
  data: TActivityData,
  products: ActivityProducts,
): Promise<boolean> {
  const row = await trx
    .updateTable('activity')
    .set({ ...activityColumns(data), ...products, updatedAt: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export type MediaDimensions = Map<string, { width: number | null; height: number | null }>;

/** Replaces highlights, stops and media of an activity with the given lists, in their order. */
export async function replaceActivityChildren(
  trx: Executor,
  activityId: string,
  data: TActivityData,
  dimensions: MediaDimensions,
): Promise<void> {
  await trx.deleteFrom('activity_highlight').where('activityId', '=', activityId).execute();
  await trx.deleteFrom('activity_stop').where('activityId', '=', activityId).execute();
  await trx.deleteFrom('activity_media').where('activityId', '=', activityId).execute();
  const highlights = data.isPass ? data.highlights : [];
  if (highlights.length > 0) {
    await trx
      .insertInto('activity_highlight')
      .values(highlights.map((h, position) => ({ activityId, position, text: h.text })))
      .execute();
  }
  await trx
    .insertInto('activity_stop')
    .values(data.stops.map((stop, position) => ({ activityId, position, ...stop })))
    .execute();
  const size = (key: string) => dimensions.get(key) ?? { width: null, height: null };
  await trx
    .insertInto('activity_media')
    .values([
      { activityId, kind: 'cover' as const, position: 0, storageKey: data.coverKey, ...size(data.coverKey) },
      ...data.galleryKeys.map((key, position) => ({
        activityId,
        kind: 'gallery' as const,
        position,
        storageKey: key,
        ...size(key),
      })),
      ...data.videoKeys.map((key, position) => ({
        activityId,
        kind: 'video' as const,
        position,
        storageKey: key,
        width: null,
        height: null,
      })),
    ])
    .execute();
}

export async function findActivityProducts(db: Executor, id: string) {
  return db
    .selectFrom('activity')
    .select(['id', 'productId', 'priceLink', 'sharedProductId', 'sharedPriceLink'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findActivity(db: Executor, id: string) {
  const activity = await db
    .selectFrom('activity')
    .select([
      'id',
      'title',
      'description',
      'categories',
      'durationMinutes',
      'priceCents',
      'privatePriceCents',
      'marketPriceCents',
      'guiderPaymentCents',
      'isPass',
      'firstDeparture',
      'lastDeparture',
      'frequencyMinutes',
      'cancellationPolicy',
      'notSuitableFor',
      'whatsIncluded',
      'whatToExpect',
      'additionalInfo',
      'accessibility',
      'languages',
      'sharedTimeSlots',
      'privateTimeSlots',
      'minNumOfParticipants',
      'maxNumOfParticipants',
      'isPrivateOnly',
      'salesWindowDays',
      'meetingPoint',
      'markerLat',
      'markerLng',
      'city',
      'isVisible',
      'isFeatured',
      'priceLink',
      'sharedPriceLink',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!activity) {
    return undefined;
  }
  const [highlights, stops, media] = await Promise.all([
    db
      .selectFrom('activity_highlight')
      .select(['text'])
      .where('activityId', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('activity_stop')
      .select(['id', 'title', 'description', 'imageUrl', 'direction', 'attractions'])
      .where('activityId', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('activity_media')
      .select(['kind', 'storageKey', 'width', 'height'])
      .where('activityId', '=', id)
      .orderBy('kind')
      .orderBy('position')
      .execute(),
  ]);
  return { activity, highlights, stops, media };
}

/** Admin list: longest first (operations.md §9), one page. */
export async function listActivities(db: Executor, page: Page) {
  const [items, total] = await Promise.all([
    db
      .selectFrom('activity as a')
      .leftJoin('activity_media as m', (join) =>
        join.onRef('m.activityId', '=', 'a.id').on('m.kind', '=', 'cover'),
      )
      .leftJoin('activity_translation as tr', (join) =>
        join.onRef('tr.activityId', '=', 'a.id').on('tr.locale', '=', 'pt-PT'),
      )
      .select([
        'a.id',
        'a.title',
        'a.durationMinutes',
        'a.isPass',
        'a.priceCents',
        'a.privatePriceCents',
        'a.city',
        'a.isVisible',
        'a.isFeatured',
        'm.storageKey as coverKey',
        // The English texts and the Portuguese ones, for the translation's state (issue 36).
        'a.description',
        'a.meetingPoint',
        'a.cancellationPolicy',
        'a.notSuitableFor',
        'a.whatsIncluded',
        'a.whatToExpect',
        'a.additionalInfo',
        'a.accessibility',
        'tr.texts as portuguese',
        (eb) =>
          eb
            .selectFrom('activity_highlight as h')
            .select(
              sql<string[]>`coalesce(json_agg(h."text" order by h."position"), '[]'::json)`.as('highlights'),
            )
            .whereRef('h.activityId', '=', 'a.id')
            .as('highlights'),
        (eb) =>
          eb
            .selectFrom('activity_stop as s')
            .select(
              sql<
                { title: string; description: string; attractions: string | null }[]
              >`coalesce(json_agg(json_build_object('title', s."title", 'description', s."description", 'attractions', s."attractions") order by s."position"), '[]'::json)`.as(
                'stops',
              ),
            )
            .whereRef('s.activityId', '=', 'a.id')
            .as('stops'),
      ])
      .orderBy('a.durationMinutes', 'desc')
      .orderBy('a.title')
      .orderBy('a.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom('activity').select(countAll()).executeTakeFirstOrThrow(),
  ]);
  return { items, total: total.count };
}

/** Activities to attach an event to, by title. */
export async function listActivityOptions(db: Executor, limit: number) {
  return db
    .selectFrom('activity')
    .select(['id', 'title'])
    .orderBy('title')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function setActivityFlags(
  db: Executor,
  id: string,
  flags: { isVisible?: boolean; isFeatured?: boolean },
) {
  return db
    .updateTable('activity')
    .set({ ...flags, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(['id', 'isVisible', 'isFeatured'])
    .executeTakeFirst();
}

/** An activity's texts in one language (issue 36), or undefined while none is written. */
export async function findActivityTranslation(db: Executor, activityId: string, locale: 'pt-PT') {
  return db
    .selectFrom('activity_translation')
    .select(['texts', 'updatedAt'])
    .where('activityId', '=', activityId)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

/** Whether the activity exists (a translation is written for an existing one only). */
export async function activityExists(db: Executor, activityId: string): Promise<boolean> {
  const row = await db.selectFrom('activity').select('id').where('id', '=', activityId).executeTakeFirst();
  return row !== undefined;
}

/** Writes an activity's texts in one language (`texts`: the JSON of the stored object), replacing what was there. */
export async function upsertActivityTranslation(
  db: Executor,
  activityId: string,
  locale: 'pt-PT',
  texts: string,
) {
  const updatedAt = new Date();
  return db
    .insertInto('activity_translation')
    .values({ activityId, locale, texts, updatedAt })
    .onConflict((conflict) => conflict.columns(['activityId', 'locale']).doUpdateSet({ texts, updatedAt }))
    .returning(['updatedAt'])
    .executeTakeFirstOrThrow();
}
