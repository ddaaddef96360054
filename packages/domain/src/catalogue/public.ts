import { z } from 'zod';
import { LOCALES } from '../i18n/locale.ts';
import { textRef } from '../i18n/texts.ts';
import { ZPage, ZPageQuery } from '../paging/paging.ts';
import { reviewsTexts } from '../reviews/texts.ts';
import { ZCategoryKey } from './category-schema.ts';
import {
  GALLERY_PAGE_SIZE_DEFAULT,
  GALLERY_PAGE_SIZE_MAX,
  galleryTexts,
  PASSES_PAGE_SIZE_DEFAULT,
  PUBLIC_PAGE_SIZE_DEFAULT,
} from './storefront.ts';

/**
 * The reader's language, in the URL (the public reads are cached by URL, never by a header): the activities'
 * texts come in it where they are translated, in English otherwise (issue 36). English when not given.
 */
export const ZContentLocale = z.enum(LOCALES, { message: 'Unknown language' });
export const ZPublicContentQuery = z.object({ locale: ZContentLocale.optional() });
export type TPublicContentQuery = z.output<typeof ZPublicContentQuery>;

/** GET /api/activities: the public list, searched and filtered, paginated. */
export const ZPublicActivityListQuery = ZPageQuery.extend({
  locale: ZContentLocale.optional(),
  pageSize: ZPageQuery.shape.pageSize.default(PUBLIC_PAGE_SIZE_DEFAULT),
  category: z
    .union([ZCategoryKey, z.literal('')], { message: 'Unknown category' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** `rating`: the highest average first, then the most reviews (issue 37); the list's own order otherwise. */
  sort: z
    .union([z.literal('rating'), z.literal('')], { message: 'Unknown sort' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** Only activities whose average of published reviews is at least this (1..5). */
  minRating: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ message: textRef(reviewsTexts, 'ratingInvalid') })
      .int({ message: textRef(reviewsTexts, 'ratingInvalid') })
      .min(1, { message: textRef(reviewsTexts, 'ratingInvalid') })
      .max(5, { message: textRef(reviewsTexts, 'ratingInvalid') })
      .optional(),
  ),
});
export type TPublicActivityListQuery = z.output<typeof ZPublicActivityListQuery>;

export const ZPublicActivityParams = z.object({ id: z.uuid({ message: 'Unknown activity' }) });
export const ZPublicEventParams = z.object({
  eventId: z.uuid({ message: 'Unknown event' }),
  id: z.uuid({ message: 'Unknown activity' }),
});

/** A public file's route (/media/*): the wildcard `*` is the file's key under the public folder. */
export const ZMediaParams = z.object({ '*': z.string().max(300) });

/** An image in the sizes the layout needs. */
export const ZPublicImage = z.object({
  card: z.string(),
  details: z.string(),
  thumb: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TPublicImage = z.infer<typeof ZPublicImage>;

/** An activity as a card in a list. */
export const ZPublicActivityCard = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  city: z.string(),
  categories: z.array(ZCategoryKey),
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
  privatePriceCents: z.number().int().nullable(),
  marketPriceCents: z.number().int().nullable(),
  isPass: z.boolean(),
  isPrivateOnly: z.boolean(),
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  cover: ZPublicImage.nullable(),
  /** The language of `title`: English where the asked language has no translation of it. */
  contentLocale: ZContentLocale,
});
export type TPublicActivityCard = z.infer<typeof ZPublicActivityCard>;
export const ZPublicActivityListResponse = ZPage(ZPublicActivityCard);

export const ZPublicActivityDetails = ZPublicActivityCard.extend({
  description: z.string(),
  gallery: z.array(ZPublicImage),
  videos: z.array(z.string()),
  highlights: z.array(z.string()),
  stops: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      imageUrl: z.string().nullable(),
      direction: z.string().nullable(),
      attractions: z.string().nullable(),
    }),
  ),
  meetingPoint: z.string(),
  marker: z.object({ lat: z.number(), lng: z.number() }),
  languages: z.array(z.string()),
  sharedTimeSlots: z.array(z.string()),
  privateTimeSlots: z.array(z.string()),
  schedule: z
    .object({ firstDeparture: z.string(), lastDeparture: z.string(), frequencyMinutes: z.number().int() })
    .nullable(),
  minNumOfParticipants: z.number().int(),
  maxNumOfParticipants: z.number().int(),
  cancellationPolicy: z.string(),
  notSuitableFor: z.string().nullable(),
  whatsIncluded: z.string().nullable(),
  whatToExpect: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  accessibility: z.string().nullable(),
  /** How many days ahead the calendar sells: the last day offered is today (Lisbon) plus this. */
  salesWindowDays: z.number().int(),
  /**
   * The texts shown in English to a reader of another language, by path (`description`, `highlights.1`,
   * `stops.0.title`): the page marks them and says so. Empty for an English reader or a complete translation.
   */
  englishTexts: z.array(z.string()),
});
export type TPublicActivityDetails = z.infer<typeof ZPublicActivityDetails>;

export const ZPublicEventCard = z.object({
  id: z.string(),
  activityId: z.string(),
  title: z.string(),
  slug: z.string(),
  priceCents: z.number().int(),
  eventDate: z.string(),
  eventTime: z.string(),
  cover: ZPublicImage.nullable(),
  /** The language of `title`: English where the asked language has no translation of it (issue 36). */
  contentLocale: ZContentLocale,
});
export type TPublicEventCard = z.infer<typeof ZPublicEventCard>;

export const ZPublicEventDetails = ZPublicEventCard.extend({ activity: ZPublicActivityDetails });
export type TPublicEventDetails = z.infer<typeof ZPublicEventDetails>;

export const ZPublicTicketCard = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  ticketLink: z.string(),
  city: z.string(),
  cover: ZPublicImage.nullable(),
  /** The language of `title`: English where the asked language has no translation of it (issue 36). */
  contentLocale: ZContentLocale,
  /** The texts shown in English to a reader of another language (`title`, `description`); empty in English. */
  englishTexts: z.array(z.enum(['title', 'description'])),
});
export type TPublicTicketCard = z.infer<typeof ZPublicTicketCard>;

export const ZStorefrontHome = z.object({
  featured: z.array(ZPublicActivityCard),
  events: z.array(ZPublicEventCard),
  tickets: z.array(ZPublicTicketCard),
});
export type TStorefrontHome = z.infer<typeof ZStorefrontHome>;

/** The departures of a pass: every `frequencyMinutes` from the first to the last (Europe/Lisbon times). */
export const ZPassSchedule = z.object({
  firstDeparture: z.string(),
  lastDeparture: z.string(),
  frequencyMinutes: z.number().int(),
});

/** GET /api/passes: the visible passes (/unlock), cheapest first, paginated. */
export const ZPublicPassListQuery = ZPageQuery.pick({ page: true, pageSize: true }).extend({
  locale: ZContentLocale.optional(),
  pageSize: ZPageQuery.shape.pageSize.default(PASSES_PAGE_SIZE_DEFAULT),
});
export type TPublicPassListQuery = z.output<typeof ZPublicPassListQuery>;
export const ZPublicPass = ZPublicActivityCard.extend({ schedule: ZPassSchedule });
export type TPublicPass = z.infer<typeof ZPublicPass>;
export const ZPublicPassListResponse = ZPage(ZPublicPass);

/** GET /api/gallery: the photos of a page of visible activities (/gallery), in the lists' order. */
export const ZGalleryQuery = ZPageQuery.pick({ page: true }).extend({
  locale: ZContentLocale.optional(),
  pageSize: z.coerce
    .number({ message: textRef(galleryTexts, 'pageSizeInvalid') })
    .int({ message: textRef(galleryTexts, 'pageSizeInvalid') })
    .min(1, { message: textRef(galleryTexts, 'pageSizeInvalid') })
    .max(GALLERY_PAGE_SIZE_MAX, { message: textRef(galleryTexts, 'pageSizeInvalid') })
    .default(GALLERY_PAGE_SIZE_DEFAULT),
});
export type TGalleryQuery = z.output<typeof ZGalleryQuery>;
/** One activity's photos: its cover first, then its gallery (at most GALLERY_PHOTOS_PER_ACTIVITY). */
export const ZGalleryActivity = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  city: z.string(),
  photos: z.array(ZPublicImage),
  /** The language of `title` (issue 36). */
  contentLocale: ZContentLocale,
});
export type TGalleryActivity = z.infer<typeof ZGalleryActivity>;
export const ZGalleryResponse = ZPage(ZGalleryActivity);

/** GET /api/live-map (for /live-map): every visible activity's meeting point, and whether a tour of it is running now. */
export const ZLiveMapPoint = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  city: z.string(),
  meetingPoint: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** A run of this activity is in progress (a guide started it and has not finished it). */
  live: z.boolean(),
  /** The language of `title` and of `meetingPoint` (issue 36): English where not translated. */
  contentLocale: ZContentLocale,
  meetingPointLocale: ZContentLocale,
});
export type TLiveMapPoint = z.infer<typeof ZLiveMapPoint>;
export const ZLiveMapResponse = z.object({
  points: z.array(ZLiveMapPoint),
  liveCount: z.number().int().min(0),
});
export type TLiveMapResponse = z.infer<typeof ZLiveMapResponse>;
/** How often an open live map asks again (the public cache keeps an answer at most PUBLIC_CACHE_SECONDS). */
export const LIVE_MAP_REFRESH_MS = 30_000;
