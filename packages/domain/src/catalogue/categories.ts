// No zod here: the storefront imports this module (the schema is category-schema.ts).
import type { TLocale } from '../i18n/locale.ts';
import { defineTexts, refOf, wordText } from '../i18n/texts.ts';

/** The 18 activity categories (operations.md §9, catalogue.md §3), keyed by a URL-safe identifier. */
export const CATEGORY_KEYS = [
  'tuk-tuk',
  'museums',
  'history',
  'architecture',
  'sightseeing',
  'culture-history',
  'sunny-weather',
  'water-sports',
  'wine-tasting',
  'nature',
  'bicycle',
  'walking-tours',
  'boat-tours',
  'day-trip',
  'tickets',
  'food-tours',
  'free',
  'live-music',
] as const;

export type TCategoryKey = (typeof CATEGORY_KEYS)[number];

export const isCategoryKey = (value: unknown): value is TCategoryKey =>
  (CATEGORY_KEYS as readonly unknown[]).includes(value);

/** Display names exactly as the spec lists them. */
export const CATEGORY_NAMES: Record<TCategoryKey, string> = {
  'tuk-tuk': 'Tuk Tuk',
  museums: 'Museums',
  history: 'History',
  architecture: 'Architecture',
  sightseeing: 'Sightseeing',
  'culture-history': 'Culture & History',
  'sunny-weather': 'Sunny weather',
  'water-sports': 'Water sports',
  'wine-tasting': 'Wine tasting',
  nature: 'Nature',
  bicycle: 'Bicycle',
  'walking-tours': 'Walking Tours',
  'boat-tours': 'Boat Tours',
  'day-trip': 'Day trip',
  tickets: 'Tickets',
  'food-tours': 'Food Tours',
  free: 'Free',
  'live-music': 'Live music',
};

/**
 * The categories' names as a table of texts (its Portuguese: locales/pt-PT/categories.json, registered with the
 * storefront's Portuguese catalogues and on the server).
 */
export const categoryTexts = defineTexts('categories', CATEGORY_NAMES);

/** A category's name in `locale` (English until its Portuguese is registered). */
export function categoryName(key: TCategoryKey, locale: TLocale): string {
  return wordText(refOf(categoryTexts, key), locale) ?? CATEGORY_NAMES[key];
}

export type TCategory = { key: TCategoryKey; name: string };

/** The categories in the spec's order. */
export const CATEGORIES: readonly TCategory[] = CATEGORY_KEYS.map((key) => ({
  key,
  name: CATEGORY_NAMES[key],
}));
