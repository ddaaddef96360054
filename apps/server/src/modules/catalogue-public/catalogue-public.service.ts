import { hhmm } from '@roteiro/domain/booking/slots';
import type { TCategoryKey } from '@roteiro/domain/catalogue/categories';
import {
  overlayItemTexts,
  TICKET_TRANSLATED_TEXTS,
} from '@roteiro/domain/catalogue/event-ticket-translation';
import type {
  TPublicActivityCard,
  TPublicActivityDetails,
  TPublicActivityListQuery,
  TPublicEventCard,
  TPublicEventDetails,
  TPublicImage,
  TPublicTicketCard,
  TStorefrontHome,
} from '@roteiro/domain/catalogue/public';
import {
  activityPath,
  eventPath,
  PUBLIC_PAGE_SIZE_DEFAULT,
  ratingAverage,
  slugify,
} from '@roteiro/domain/catalogue/storefront';
import {
  overlayTranslation,
  readTranslationTexts,
  translationLocaleOf,
} from '@roteiro/domain/catalogue/translation';
import { LOCALES, type TLocale, withLocaleQuery } from '@roteiro/domain/i18n/locale';
import type { TPage } from '@roteiro/domain/paging/page';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import type { Executor } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TPagePreview } from '../../platform/http/web-app.ts';
import { mediaUrl } from '../../platform/storage/uploads.ts';
import {
  countPublicActivities,
  findActivityPreview,
  findPublicActivity,
  findPublicEvent,
  listActivityParts,
  listFeaturedActivities,
  listPublicActivities,
  listPublicTickets,
  listSitemapEntries,
  listUpcomingEvents,
} from './catalogue-public.repository.ts';
import { findActivityJsonLd, findEventJsonLd } from './structured-data.service.ts';

const HOME_FEATURED_LIMIT = 8;
const HOME_EVENTS_LIMIT = 6;
const HOME_TICKETS_LIMIT = 6;

export function image(
  key: string | null,
  width: number | null = null,
  height: number | null = null,
): TPublicImage | null {
  if (!key) {
    return null;
  }
  return {
    card: mediaUrl(key, 'card'),
    details: mediaUrl(key, 'details'),
    thumb: mediaUrl(key, 'thumb'),
    width,
    height,
  };
}

/**
 * The words of a search as a prefix tsquery ('belem tuk' → 'belem:* & tuk:*'). Only letters and digits
 * reach to_tsquery, so no input can break its syntax; accents are removed in SQL by the same unaccent.
 */
export function toPrefixQuery(search: string | undefined): string | undefined {
  if (!search) {
    return undefined;
  }
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

type TCardRow = Omit<Awaited<ReturnType<typeof listPublicActivities>>[number], 'translatedTitle'> & {
  /** The title in the reader's language, when they are not English and it is translated. */
  translatedTitle?: string | null;
};

/** A card in the reader's language: the slug stays the English title's, so a page keeps one address. */
export function toCard(row: TCardRow): TPublicActivityCard {
  return {
    id: row.id,
    title: row.translatedTitle || row.title,
    contentLocale: row.translatedTitle ? 'pt-PT' : 'en',
    slug: slugify(row.title),
    city: row.city,
    categories: row.categories as TCategoryKey[],
    durationMinutes: row.durationMinutes,
    priceCents: row.priceCents,
    privatePriceCents: row.privatePriceCents,
    marketPriceCents: row.marketPriceCents,
    isPass: row.isPass,
    isPrivateOnly: row.isPrivateOnly,
    rating: ratingAverage(row.starsTotal, row.evaluationCount),
    ratingCount: row.evaluationCount,
    cover: image(row.coverKey, row.coverWidth, row.coverHeight),
  };
}

export async function listActivities(
  db: Executor,
  query: TPublicActivityListQuery,
): Promise<TPage<TPublicActivityCard>> {
  const filter = {
    tsquery: toPrefixQuery(query.search),
    category: query.category,
    minRating: query.minRating,
    sort: query.sort,
  };
  const window = pageWindow(query, PUBLIC_PAGE_SIZE_DEFAULT);
  // Only punctuation typed: nothing can match, rather than silently listing everything.
  if (query.search && !filter.tsquery) {
    return toPage([], 0, window);
  }
  // The reader's language chooses the cards' texts and the search's document and stemming alike.
  const locale = translationLocaleOf(query.locale ?? 'en');
  const [rows, total] = await Promise.all([
    listPublicActivities(db, filter, window, locale),
    countPublicActivities(db, filter, locale),
  ]);
  return toPage(rows.map(toCard), total, window);
}

export async function getActivityDetails(
  db: Executor,
  id: string,
  locale: TLocale = 'en',
): Promise<TPublicActivityDetails> {
  const translationLocale = translationLocaleOf(locale);
  const row = await findPublicActivity(db, id, translationLocale);
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  const parts = await listActivityParts(db, id);
  const english = {
    title: row.title,
    description: row.description,
    meetingPoint: row.meetingPoint,
    cancellationPolicy: row.cancellationPolicy,
    notSuitableFor: row.notSuitableFor,
    whatsIncluded: row.whatsIncluded,
    whatToExpect: row.whatToExpect,
    additionalInfo: row.additionalInfo,
    accessibility: row.accessibility,
    highlights: parts.highlights.map((h) => h.text).filter((text) => text.trim().length > 0),
    stops: parts.stops,
  };
  const shown = translationLocale
    ? overlayTranslation(english, row.translation ? readTranslationTexts(row.translation) : null)
    : { texts: english, english: [] };
  const { texts } = shown;
  return {
    ...toCard(row),
    title: texts.title,
    contentLocale: shown.english.includes('title') || !translationLocale ? 'en' : locale,
    englishTexts: shown.english,
    description: texts.description,
    gallery: parts.media
      .filter((m) => m.kind === 'gallery')
      .map((m) => image(m.storageKey, m.width, m.height))
      .filter((m): m is TPublicImage => m !== null),
    videos: parts.media.filter((m) => m.kind === 'video').map((m) => mediaUrl(m.storageKey)),
    highlights: texts.highlights,
    stops: texts.stops,
    meetingPoint: texts.meetingPoint,
    marker: { lat: row.markerLat, lng: row.markerLng },
    languages: row.languages,
    sharedTimeSlots: row.sharedTimeSlots.map(hhmm),
    privateTimeSlots: row.privateTimeSlots.map(hhmm),
    schedule:
      row.isPass && row.firstDeparture && row.lastDeparture && row.frequencyMinutes
        ? {
            firstDeparture: hhmm(row.firstDeparture),
            lastDeparture: hhmm(row.lastDeparture),
            frequencyMinutes: row.frequencyMinutes,
          }
        : null,
    minNumOfParticipants: row.minNumOfParticipants,
    maxNumOfParticipants: row.maxNumOfParticipants,
    cancellationPolicy: texts.cancellationPolicy,
    notSuitableFor: texts.notSuitableFor,
    whatsIncluded: texts.whatsIncluded,
    whatToExpect: texts.whatToExpect,
    additionalInfo: texts.additionalInfo,
    accessibility: texts.accessibility,
    salesWindowDays: row.salesWindowDays,
  };
}

type TEventRow = Omit<Awaited<ReturnType<typeof listUpcomingEvents>>[number], 'translatedTitle'> & {
  /** The title in the reader's language, when they are not English and it is translated. */
  translatedTitle?: string | null;
};

/** An event in the reader's language: the slug stays the English title's, so a page keeps one address. */
function toEventCard(row: TEventRow): TPublicEventCard {
  return {
    id: row.id,
    activityId: row.activityId,
    title: row.translatedTitle || row.title,
    contentLocale: row.translatedTitle ? 'pt-PT' : 'en',
    slug: slugify(row.title),
    priceCents: row.priceCents,
    eventDate: row.eventDate,
    eventTime: hhmm(row.eventTime),
    cover: image(row.coverKey, row.coverWidth, row.coverHeight),
  };
}

export async function getEventDetails(
  db: Executor,
  eventId: string,
  activityId: string,
  locale: TLocale = 'en',
): Promise<TPublicEventDetails> {
  const row = await findPublicEvent(db, eventId, activityId, translationLocaleOf(locale));
  if (!row) {
    throw new AppError('NOT_FOUND');
  }
  return { ...toEventCard(row), activity: await getActivityDetails(db, activityId, locale) };
}

export async function getStorefrontHome(
  db: Executor,
  now: Date = new Date(),
  locale: TLocale = 'en',
): Promise<TStorefrontHome> {
  const [featured, events, tickets] = await Promise.all([
    listFeaturedActivities(db, HOME_FEATURED_LIMIT, translationLocaleOf(locale)),
    listUpcomingEvents(db, lisbonDay(now), HOME_EVENTS_LIMIT, translationLocaleOf(locale)),
    listPublicTickets(db, HOME_TICKETS_LIMIT, translationLocaleOf(locale)),
  ]);
  return {
    featured: featured.map(toCard),
    events: events.map(toEventCard),
    tickets: tickets.map(toTicketCard),
  };
}

type TTicketRow = Omit<
  Awaited<ReturnType<typeof listPublicTickets>>[number],
  'translatedTitle' | 'translatedDescription'
> & { translatedTitle?: string | null; translatedDescription?: string | null };

/** A ticket in the reader's language: each text translated where it can be, English (and said so) otherwise. */
function toTicketCard(row: TTicketRow): TPublicTicketCard {
  const isTranslatedRead = row.translatedTitle !== undefined;
  const { texts, english } = isTranslatedRead
    ? overlayItemTexts({ title: row.title, description: row.description }, TICKET_TRANSLATED_TEXTS, {
        title: row.translatedTitle,
        description: row.translatedDescription,
      })
    : { texts: { title: row.title, description: row.description }, english: [] };
  return {
    id: row.id,
    title: texts.title,
    description: texts.description,
    contentLocale: row.translatedTitle ? 'pt-PT' : 'en',
    englishTexts: english,
    priceCents: row.priceCents,
    ticketLink: row.ticketLink,
    city: row.city,
    cover: image(row.coverImageKey),
  };
}

const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** sitemap.xml: the home page, the category pages and every public details and event page. */
export async function buildSitemap(
  db: Executor,
  appUrl: string,
  staticPaths: readonly string[],
  morePages: readonly { path: string; lastmod: Date | null }[] = [],
): Promise<string> {
  const { activities, events } = await listSitemapEntries(db);
  const urls = [
    ...staticPaths.map((path) => ({ loc: `${appUrl}${path}`, lastmod: null as Date | null })),
    ...morePages.map((page) => ({ loc: `${appUrl}${page.path}`, lastmod: page.lastmod })),
    ...activities.map((a) => ({ loc: `${appUrl}${activityPath(a)}`, lastmod: a.updatedAt })),
    ...events.map((e) => ({ loc: `${appUrl}${eventPath(e)}`, lastmod: e.updatedAt })),
  ];
  // Each page in each language: `?lang=` gives its language, the plain URL negotiates one.
  const alternates = (loc: string) =>
    [...LOCALES.map((locale) => [locale, withLocaleQuery(loc, locale)]), ['x-default', loc]]
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href ?? loc)}"/>`,
      )
      .join('');
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${new Date(u.lastmod).toISOString()}</lastmod>` : ''}${alternates(u.loc)}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The preview of a details or event page path, or null when the path is not one or the item is not public. */
export async function findPagePreview(
  db: Executor,
  pathname: string,
  locale: TLocale = 'en',
  appUrl = '',
): Promise<TPagePreview | null> {
  const translationLocale = translationLocaleOf(locale);
  const details = /^\/details\/([^/]+)(?:\/[^/]*)?\/?$/.exec(pathname);
  const event = /^\/event\/([^/]+)\/details\/([^/]+)(?:\/[^/]*)?\/?$/.exec(pathname);
  if (details?.[1] && UUID.test(details[1])) {
    const row = await findActivityPreview(db, details[1], translationLocale);
    if (!row) {
      return null;
    }
    const title = row.translatedTitle || row.title;
    const description = row.translatedDescription || row.description;
    // Its schema.org Product and Offer, with its reviews' rating when it has any (issues 37 and 38).
    const jsonLd = await findActivityJsonLd(db, details[1], { name: title, description }, locale, appUrl);
    return {
      title,
      description,
      imagePath: row.coverKey && mediaUrl(row.coverKey, 'card'),
      ...(jsonLd ? { jsonLd } : {}),
    };
  }
  if (event?.[1] && event[2] && UUID.test(event[1]) && UUID.test(event[2])) {
    const row = await findPublicEvent(db, event[1], event[2], translationLocale);
    const activity = row ? await findActivityPreview(db, row.activityId, translationLocale) : undefined;
    if (!row || !activity) {
      return null;
    }
    const texts = {
      name: row.translatedTitle || row.title,
      description: activity.translatedDescription || activity.description,
    };
    const jsonLd = await findEventJsonLd(db, row, texts, locale, appUrl);
    return {
      title: texts.name,
      description: texts.description,
      imagePath: row.coverKey && mediaUrl(row.coverKey, 'card'),
      ...(jsonLd ? { jsonLd } : {}),
    };
  }
  return null;
}
