// No zod here: the storefront's first load imports this module (the schemas are in public.ts).
import { defineTexts } from '../i18n/texts.ts';
import type { TCategoryKey } from './categories.ts';

/** Activities per page of the public lists. */
export const PUBLIC_PAGE_SIZE_DEFAULT = 12;
/** Passes per page of /unlock (a city has a handful; the page shows the first ones and a "Show more"). */
export const PASSES_PAGE_SIZE_DEFAULT = 24;
/** Activities per page of /gallery, and the most a page may ask for (each brings several photos). */
export const GALLERY_PAGE_SIZE_DEFAULT = 8;
export const GALLERY_PAGE_SIZE_MAX = 24;
/** The most photos one activity brings to /gallery (its cover and the first of its gallery). */
export const GALLERY_PHOTOS_PER_ACTIVITY = 4;
export const galleryTexts = defineTexts('gallery', {
  pageSizeInvalid: `The page size must be a whole number from 1 to ${GALLERY_PAGE_SIZE_MAX}.`,
});

/** Average of the stars, rounded to 2 decimals (operations.md §9); null without evaluations. */
export function ratingAverage(starsTotal: number, count: number): number | null {
  if (count <= 0) {
    return null;
  }
  return Math.round((starsTotal / count) * 100) / 100;
}

/** The URL slug of a title ('Belém monuments by tuk-tuk' → 'belem-monuments-by-tuk-tuk'). */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** A details page's address: its slug is the English title's (`slug`, as the API sends it), in every language. */
export const activityPath = (activity: { id: string; title: string; slug?: string }) =>
  `/details/${activity.id}/${activity.slug ?? slugify(activity.title)}`;
/** An event page's address: its slug too is the English title's (`slug`, as the API sends it). */
export const eventPath = (event: { id: string; activityId: string; title: string; slug?: string }) =>
  `/event/${event.id}/details/${event.activityId}/${event.slug ?? slugify(event.title)}`;

/**
 * The five category landing pages (operations.md §2) and the category each one lists; their titles and
 * introductions are the web's (`common.meta.categories.<slug>`), in English and Portuguese.
 */
export const CATEGORY_PAGES = [
  {
    slug: 'full-day-tours',
    category: 'day-trip',
  },
  {
    slug: 'tuk-tuk-tours',
    category: 'tuk-tuk',
  },
  {
    slug: 'cultural-tours',
    category: 'culture-history',
  },
  {
    slug: 'portugal-architecture',
    category: 'architecture',
  },
  {
    slug: 'historical-tours',
    category: 'history',
  },
] as const satisfies readonly { slug: string; category: TCategoryKey }[];
