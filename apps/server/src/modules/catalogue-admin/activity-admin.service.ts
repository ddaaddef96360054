import { hhmm } from '@roteiro/domain/booking/slots';
import type { TActivityData } from '@roteiro/domain/catalogue/activity';
import type { TActivityFormValues } from '@roteiro/domain/catalogue/activity-form';
import { catalogueFormMessages as m } from '@roteiro/domain/catalogue/activity-messages';
import type { TAdminMedia, TUploadedMedia } from '@roteiro/domain/catalogue/admin-media';
import {
  CATALOGUE_ADMIN_PAGE_SIZE,
  type TActivityEdit,
  type TActivityOptions,
  type TAdminActivityRow,
} from '@roteiro/domain/catalogue/admin-responses';
import { readTranslationTexts, translationState } from '@roteiro/domain/catalogue/translation';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { TPage } from '@roteiro/domain/paging/page';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import type { Db } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { FileStorage } from '../../platform/storage/file-storage.types.ts';
import { mediaUrl, type StoredMedia } from '../../platform/storage/uploads.ts';
import {
  findActivity,
  findActivityProducts,
  findExistingMediaKeys,
  insertActivity,
  listActivities,
  listActivityOptions,
  type MediaDimensions,
  replaceActivityChildren,
  setActivityFlags,
  updateActivityRow,
} from './catalogue-admin.repository.ts';
import { type ProductDeps, syncActivityProducts } from './catalogue-products.ts';

export type CatalogueAdminDeps = ProductDeps & { db: Db; storage: FileStorage };

/** Every referenced upload must exist (uploaded through POST /api/admin/media), else a 400 on its field. */
export async function assertMediaExists(db: Db, fields: { field: string; key: string }[]): Promise<void> {
  const found = await findExistingMediaKeys(
    db,
    fields.map((f) => f.key),
  );
  const missing: Record<string, string> = {};
  for (const { field, key } of fields) {
    if (!found.has(key)) {
      missing[field] = field === 'coverKey' ? textRef(m, 'coverRequired') : textRef(m, 'mediaInvalid');
    }
  }
  if (Object.keys(missing).length > 0) {
    throw new AppError('VALIDATION_FAILED', textRef(messages, 'invalidInput'), missing);
  }
}

const mediaFields = (data: TActivityData) => [
  { field: 'coverKey', key: data.coverKey },
  ...data.galleryKeys.map((key, i) => ({ field: `galleryKeys.${i}`, key })),
  ...data.videoKeys.map((key, i) => ({ field: `videoKeys.${i}`, key })),
];

/** Width and height of each image (kept from the activity's rows, else read from the card variant). */
async function imageDimensions(
  deps: CatalogueAdminDeps,
  data: TActivityData,
  known: MediaDimensions,
): Promise<MediaDimensions> {
  const dimensions: MediaDimensions = new Map(known);
  for (const key of [data.coverKey, ...data.galleryKeys]) {
    if (dimensions.has(key)) {
      continue;
    }
    const file = await deps.storage.get(`${key}/card.webp`);
    // Loaded on first use, like the upload checker: sharp is heavy and the server should start fast.
    const meta = file ? await (await import('sharp')).default(file.bytes).metadata() : null;
    dimensions.set(key, { width: meta?.width ?? null, height: meta?.height ?? null });
  }
  return dimensions;
}

/** Turns a database failure after the provider calls into the spec's text (a reference); nothing was committed. */
async function saving<T>(deps: CatalogueAdminDeps, failMessage: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    deps.log.error({ err: error }, 'saving the catalogue failed');
    throw new AppError('INTERNAL', failMessage);
  }
}

/**
 * Creates an activity (catalogue.md §4): products first, with keys derived from the id the browser chose,
 * then the activity, its highlights, stops and media in one transaction. A failed provider call saves
 * nothing; a retried request reuses the same products and never creates a second activity.
 */
export async function createActivity(
  deps: CatalogueAdminDeps,
  id: string,
  data: TActivityData,
  createdBy: string | null,
): Promise<{ id: string }> {
  if (await findActivityProducts(deps.db, id)) {
    throw new AppError('CONFLICT', textRef(m, 'activityAlreadySaved'));
  }
  await assertMediaExists(deps.db, mediaFields(data));
  const dimensions = await imageDimensions(deps, data, new Map());
  const products = await syncActivityProducts(
    deps,
    id,
    { ...data, coverKey: data.coverKey },
    null,
    textRef(messages, 'activityCreateFailed'),
  );
  return saving(deps, textRef(messages, 'activityCreateFailed'), () =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await insertActivity(trx, id, data, products, createdBy))) {
        throw new AppError('CONFLICT', textRef(m, 'activityAlreadySaved'));
      }
      await replaceActivityChildren(trx, id, data, dimensions);
      return { id };
    }),
  );
}

/** Updates an activity: its products first (new prices when amounts change), then everything in one go. */
export async function updateActivity(
  deps: CatalogueAdminDeps,
  id: string,
  data: TActivityData,
): Promise<void> {
  const existing = await findActivity(deps.db, id);
  if (!existing) {
    throw new AppError('NOT_FOUND', textRef(m, 'activityNotFound'));
  }
  const products = await findActivityProducts(deps.db, id);
  await assertMediaExists(deps.db, mediaFields(data));
  const known: MediaDimensions = new Map(
    existing.media.map((row) => [row.storageKey, { width: row.width, height: row.height }]),
  );
  const dimensions = await imageDimensions(deps, data, known);
  const synced = await syncActivityProducts(
    deps,
    id,
    data,
    products ?? null,
    textRef(messages, 'activityUpdateFailed'),
  );
  await saving(deps, textRef(messages, 'activityUpdateFailed'), () =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await updateActivityRow(trx, id, data, synced))) {
        throw new AppError('NOT_FOUND', textRef(m, 'activityNotFound'));
      }
      await replaceActivityChildren(trx, id, data, dimensions);
    }),
  );
}

const imageMedia = (key: string): TAdminMedia => ({
  key,
  kind: 'image',
  url: mediaUrl(key, 'card'),
  thumbUrl: mediaUrl(key, 'thumb'),
});
const videoMedia = (key: string): TAdminMedia => ({ key, kind: 'video', url: mediaUrl(key), thumbUrl: null });

const minutes = (time: string | null) => (time ? hhmm(time) : '');

/** The activity as the wizard edits it, with preview URLs of its media. */
export async function getActivityForEdit(db: Db, id: string): Promise<TActivityEdit> {
  const found = await findActivity(db, id);
  if (!found) {
    throw new AppError('NOT_FOUND', textRef(m, 'activityNotFound'));
  }
  const { activity: a, highlights, stops, media } = found;
  const keysOf = (kind: string) => media.filter((row) => row.kind === kind).map((row) => row.storageKey);
  const values: TActivityFormValues = {
    title: a.title,
    description: a.description,
    categories: a.categories,
    durationMinutes: a.durationMinutes,
    isPass: a.isPass,
    priceCents: a.priceCents,
    privatePriceCents: a.privatePriceCents,
    marketPriceCents: a.marketPriceCents,
    guiderPaymentCents: a.guiderPaymentCents,
    scheduleInfo: {
      firstDeparture: minutes(a.firstDeparture) || '09:30',
      lastDeparture: minutes(a.lastDeparture) || '19:00',
      frequencyMinutes: a.frequencyMinutes ?? 15,
    },
    coverKey: keysOf('cover')[0] ?? '',
    galleryKeys: keysOf('gallery'),
    videoKeys: keysOf('video'),
    cancellationPolicy: a.cancellationPolicy,
    notSuitableFor: a.notSuitableFor ?? '',
    whatsIncluded: a.whatsIncluded ?? '',
    whatToExpect: a.whatToExpect ?? '',
    additionalInfo: a.additionalInfo ?? '',
    accessibility: a.accessibility ?? '',
    languages: a.languages,
    sharedTimeSlots: a.sharedTimeSlots.map(minutes),
    privateTimeSlots: a.privateTimeSlots.map(minutes),
    highlights: highlights.length > 0 ? highlights.map((h) => ({ text: h.text })) : [{ text: '' }],
    minNumOfParticipants: a.minNumOfParticipants,
    maxNumOfParticipants: a.maxNumOfParticipants,
    isPrivateOnly: a.isPrivateOnly,
    salesWindowDays: a.salesWindowDays,
    meetingPoint: a.meetingPoint,
    marker: { lat: a.markerLat, lng: a.markerLng },
    city: a.city,
    stops: stops.map((s) => ({
      title: s.title,
      description: s.description,
      imageUrl: s.imageUrl ?? '',
      direction: s.direction ?? '',
      attractions: s.attractions ?? '',
    })),
  };
  return {
    id: a.id,
    values,
    media: [
      ...keysOf('cover').map(imageMedia),
      ...keysOf('gallery').map(imageMedia),
      ...keysOf('video').map(videoMedia),
    ],
    isVisible: a.isVisible,
    isFeatured: a.isFeatured,
    priceLink: a.priceLink,
    sharedPriceLink: a.sharedPriceLink,
  };
}

/** An upload as the admin API answers it: where to preview it and its size. */
export const uploadedMedia = (stored: StoredMedia): TUploadedMedia => ({
  ...(stored.kind === 'image' ? imageMedia(stored.key) : videoMedia(stored.key)),
  width: stored.width,
  height: stored.height,
});

export async function listAdminActivities(db: Db, query: TPageQuery): Promise<TPage<TAdminActivityRow>> {
  const window = pageWindow(query, CATALOGUE_ADMIN_PAGE_SIZE);
  const { items, total } = await listActivities(db, window);
  return toPage(
    items.map((item) => ({
      id: item.id,
      title: item.title,
      durationMinutes: item.durationMinutes,
      isPass: item.isPass,
      priceCents: item.priceCents,
      privatePriceCents: item.privatePriceCents,
      city: item.city,
      isVisible: item.isVisible,
      isFeatured: item.isFeatured,
      coverUrl: item.coverKey ? mediaUrl(item.coverKey, 'thumb') : null,
      portuguese: translationState(
        { ...item, highlights: item.highlights ?? [], stops: item.stops ?? [] },
        item.portuguese ? readTranslationTexts(item.portuguese) : null,
      ),
    })),
    total,
    window,
  );
}

export const activityOptions = async (db: Db): Promise<TActivityOptions> => ({
  items: await listActivityOptions(db, 500),
});

export async function changeActivityFlags(
  db: Db,
  id: string,
  flags: { isVisible?: boolean; isFeatured?: boolean },
) {
  const row = await setActivityFlags(db, id, flags);
  if (!row) {
    throw new AppError('NOT_FOUND', textRef(m, 'activityNotFound'));
  }
  return row;
}
