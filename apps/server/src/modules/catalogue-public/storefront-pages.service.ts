import { hhmm } from '@roteiro/domain/booking/slots';
import type {
  TGalleryActivity,
  TGalleryQuery,
  TLiveMapResponse,
  TPublicImage,
  TPublicPass,
  TPublicPassListQuery,
} from '@roteiro/domain/catalogue/public';
import {
  GALLERY_PAGE_SIZE_DEFAULT,
  GALLERY_PHOTOS_PER_ACTIVITY,
  PASSES_PAGE_SIZE_DEFAULT,
  slugify,
} from '@roteiro/domain/catalogue/storefront';
import { STATIC_PAGES } from '@roteiro/domain/catalogue/storefront-pages';
import { translationLocaleOf } from '@roteiro/domain/catalogue/translation';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TPage } from '@roteiro/domain/paging/page';
import type { Executor } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import type { TPagePreview } from '../../platform/http/web-app.ts';
import { mediaUrl } from '../../platform/storage/uploads.ts';
import { publicActivityPageQuery } from './catalogue-public.repository.ts';
import { image, toCard } from './catalogue-public.service.ts';
import {
  countGalleryActivities,
  countPublicPasses,
  listGalleryActivities,
  listGalleryPhotos,
  listPublicPasses,
  liveMapQuery,
  publicPassPageQuery,
} from './storefront-pages.repository.ts';

/** The visible passes with their departures window, cheapest first (/unlock). */
export async function listPasses(db: Executor, query: TPublicPassListQuery): Promise<TPage<TPublicPass>> {
  const window = pageWindow(query, PASSES_PAGE_SIZE_DEFAULT);
  const [rows, total] = await Promise.all([
    listPublicPasses(db, window, translationLocaleOf(query.locale ?? 'en')),
    countPublicPasses(db),
  ]);
  const passes = rows.flatMap((row): TPublicPass[] =>
    // The database refuses a pass without its schedule (activity_pass_schedule_check); this narrows the type.
    row.firstDeparture && row.lastDeparture && row.frequencyMinutes
      ? [
          {
            ...toCard(row),
            schedule: {
              firstDeparture: hhmm(row.firstDeparture),
              lastDeparture: hhmm(row.lastDeparture),
              frequencyMinutes: row.frequencyMinutes,
            },
          },
        ]
      : [],
  );
  return toPage(passes, total, window);
}

/** The photos of a page of visible activities, each activity with its cover first (/gallery). */
export async function listGallery(db: Executor, query: TGalleryQuery): Promise<TPage<TGalleryActivity>> {
  const window = pageWindow(query, GALLERY_PAGE_SIZE_DEFAULT);
  const [activities, total] = await Promise.all([
    listGalleryActivities(db, window, translationLocaleOf(query.locale ?? 'en')),
    countGalleryActivities(db),
  ]);
  const photos = await listGalleryPhotos(
    db,
    activities.map((a) => a.id),
    GALLERY_PHOTOS_PER_ACTIVITY,
  );
  const photosOf = new Map<string, TPublicImage[]>();
  for (const photo of photos) {
    const picture = image(photo.storageKey, photo.width, photo.height);
    if (picture) {
      photosOf.set(photo.activityId, [...(photosOf.get(photo.activityId) ?? []), picture]);
    }
  }
  const items = activities.map(
    (a: { id: string; title: string; city: string; translatedTitle?: string | null }) => ({
      id: a.id,
      title: a.translatedTitle || a.title,
      contentLocale: a.translatedTitle ? ('pt-PT' as const) : ('en' as const),
      slug: slugify(a.title),
      city: a.city,
      photos: photosOf.get(a.id) ?? [],
    }),
  );
  return toPage(items, total, window);
}

type TLiveMapRow = Omit<
  Awaited<ReturnType<ReturnType<typeof liveMapQuery>['execute']>>[number],
  'translatedTitle' | 'translatedMeetingPoint'
> & { translatedTitle?: string | null; translatedMeetingPoint?: string | null };

/** Every visible activity's meeting point, the ones running now marked live (/live-map), in the reader's language. */
export async function getLiveMap(db: Executor, locale: TLocale = 'en'): Promise<TLiveMapResponse> {
  const rows: TLiveMapRow[] = await liveMapQuery(db, translationLocaleOf(locale)).execute();
  const points = rows.map((row) => ({
    id: row.id,
    title: row.translatedTitle || row.title,
    contentLocale: row.translatedTitle ? ('pt-PT' as const) : ('en' as const),
    slug: slugify(row.title),
    city: row.city,
    meetingPoint: row.translatedMeetingPoint || row.meetingPoint,
    meetingPointLocale: row.translatedMeetingPoint ? ('pt-PT' as const) : ('en' as const),
    lat: row.markerLat,
    lng: row.markerLng,
    live: Boolean(row.live),
  }));
  return { points, liveCount: points.filter((point) => point.live).length };
}

/** The picture a shared link of an information page shows: the cheapest pass's for /unlock, else the first activity's. */
async function staticPageImage(db: Executor, path: string): Promise<string | null> {
  const first = { limit: 1, offset: 0 };
  const row = await (path === STATIC_PAGES.passes.path
    ? publicPassPageQuery(db, first)
    : publicActivityPageQuery(db, {}, first)
  ).executeTakeFirst();
  return row?.coverKey ? mediaUrl(row.coverKey, 'card') : null;
}

/**
 * The link preview's picture of an information page (concierge, passes, gallery, FAQ, forms), or null for any
 * other path; its title and description are the page's own, in the visitor's language.
 */
export async function findStaticPagePreview(db: Executor, pathname: string): Promise<TPagePreview | null> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = Object.values(STATIC_PAGES).find((p) => p.path === path);
  if (!page) {
    return null;
  }
  return { imagePath: await staticPageImage(db, path) };
}
