import { z } from 'zod';
import { REFUND_CUTOFF_HOURS } from '../booking/rules.ts';
import type { TCategoryKey } from '../catalogue/categories.ts';

/**
 * Google's Things to do product feed (issue 38), as its reference documents it:
 * https://developers.google.com/travel/things-to-do/reference/feed-spec/product-feed (JSON; one `ProductFeed` per
 * file). The fields Google marks REQUIRED are required here; of the optional ones, the ones Roteiro sends
 * (description, rating, related media, what's included, highlights, option duration, meeting point, cancellation
 * policy, categories, confirmation and fulfilment). The optional fields added later follow Google's sample feed, whose JSON shows their names and
 * nesting: https://developers.google.com/actions-center/verticals/things-to-do/reference/feed-spec/sample.
 * Unknown fields are refused (`strict`) so a misspelt field fails the test instead of being ignored by Google.
 */

/** `LocalizedText`: a text and its BCP-47 language code. */
export const ZTtdLocalizedText = z.strictObject({
  language_code: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/),
  text: z.string().min(1),
});

/** `LocalizedTextSet`: the same text in one or more languages. */
export const ZTtdLocalizedTextSet = z.strictObject({
  localized_texts: z.array(ZTtdLocalizedText).min(1),
});

const ZTtdUrl = z.url({ protocol: /^https?$/ });

/** `DeepLink`: the landing page (`url` REQUIRED, absolute), and its address per language (a `LocalizedTextSet`). */
export const ZTtdDeepLink = z.strictObject({
  url: ZTtdUrl,
  localized_urls: z
    .strictObject({ localized_texts: z.array(ZTtdLocalizedText.extend({ text: ZTtdUrl })).min(1) })
    .optional(),
});

/** `google.type.Money`: `currency_code` (ISO 4217), whole `units` and `nanos` (10^-9 of a unit). */
export const ZTtdMoney = z.strictObject({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  units: z.number().int().nonnegative(),
  nanos: z.number().int().min(0).max(999_999_999).optional(),
});

/** `PriceOption`: `id` and `price` REQUIRED (Google advises the default adult price as the only one). */
export const ZTtdPriceOption = z.strictObject({
  id: z.string().min(1).max(255),
  title: z.string().max(150).optional(),
  price: ZTtdMoney,
});

/**
 * `Location` (an option's `meeting_point`): a `location` (`GeoLocation`: here a `place_info`, a place's name and
 * its coordinates, as the sample's related locations write it) and a description.
 */
export const ZTtdLocation = z.strictObject({
  location: z.strictObject({
    place_info: z.strictObject({
      name: z.string().min(1).max(300),
      coordinates: z.strictObject({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      }),
    }),
  }),
  description: ZTtdLocalizedTextSet.optional(),
});

/**
 * `CancellationPolicy`: its `refund_conditions`, each `refund_percent` (0 to 100) of the price back when canceled at
 * least `min_duration_before_start_time_sec` before the start (the sample: 86400 and 100, a full refund up to 24 h).
 */
export const ZTtdCancellationPolicy = z.strictObject({
  refund_conditions: z
    .array(
      z.strictObject({
        min_duration_before_start_time_sec: z.number().int().nonnegative(),
        refund_percent: z.number().int().min(0).max(100),
      }),
    )
    .min(1),
});

/**
 * `Category` of an option (`option_categories`): a `label` from Google's list, of which only the ones Roteiro maps
 * to are accepted here:
 * https://developers.google.com/actions-center/verticals/things-to-do/reference/feed-spec/product-category
 */
export const TTD_CATEGORY_LABELS = ['bike-tours', 'boat-tours', 'day-trips', 'food'] as const;
export const ZTtdCategory = z.strictObject({ label: z.enum(TTD_CATEGORY_LABELS) });

/** `Option`: `id`, `title`, `landing_page` and at least one `price_options` REQUIRED. */
export const ZTtdOption = z.strictObject({
  id: z.string().min(1).max(255),
  title: ZTtdLocalizedTextSet,
  description: ZTtdLocalizedTextSet.optional(),
  landing_page: ZTtdDeepLink,
  price_options: z.array(ZTtdPriceOption).min(1),
  duration_sec: z.number().int().positive().optional(),
  meeting_point: ZTtdLocation.optional(),
  cancellation_policy: ZTtdCancellationPolicy.optional(),
  option_categories: z.array(ZTtdCategory).min(1).optional(),
});

/**
 * `TextFeature` (`product_features`): a `feature_type` and its text as a `LocalizedTextSet`. The sample's three
 * types are accepted; Roteiro sends TEXT_FEATURE_INCLUSION (what's included) and TEXT_FEATURE_HIGHLIGHT (each
 * highlight).
 */
export const ZTtdTextFeature = z.strictObject({
  feature_type: z.enum(['TEXT_FEATURE_INCLUSION', 'TEXT_FEATURE_HIGHLIGHT', 'TEXT_FEATURE_MUST_KNOW']),
  value: ZTtdLocalizedTextSet,
});

/** `Rating`: `average_value` (1 to 5 here) and `rating_count`. */
export const ZTtdRating = z.strictObject({
  average_value: z.number().min(1).max(5),
  rating_count: z.number().int().positive(),
});

/** `Media`: `url` and `type` REQUIRED (the sample's `MEDIA_TYPE_PHOTO`). */
export const ZTtdMedia = z.strictObject({
  url: ZTtdUrl,
  type: z.enum(['MEDIA_TYPE_PHOTO', 'MEDIA_TYPE_VIDEO']),
});

/** `Product`: `id`, `title` and at least one `options` REQUIRED. */
export const ZTtdProduct = z.strictObject({
  id: z.string().min(1).max(255),
  title: ZTtdLocalizedTextSet,
  description: ZTtdLocalizedTextSet.optional(),
  product_features: z.array(ZTtdTextFeature).min(1).optional(),
  rating: ZTtdRating.optional(),
  related_media: z.array(ZTtdMedia).optional(),
  options: z.array(ZTtdOption).min(1),
  /** How a booking is confirmed (the sample's `CONFIRMATION_TYPE_INSTANT`). */
  confirmation_type: z.enum(['CONFIRMATION_TYPE_INSTANT', 'CONFIRMATION_TYPE_MANUAL']).optional(),
  /** How the tickets reach the traveller (the sample's three flags). */
  fulfillment_type: z
    .strictObject({ mobile: z.boolean(), print_at_home: z.boolean(), pickup: z.boolean() })
    .optional(),
});

/** `FeedMetadata`: `total_shards_count` and `processing_instruction` REQUIRED; one shard (id 0) here. */
export const ZTtdFeedMetadata = z.strictObject({
  shard_id: z.number().int().nonnegative(),
  total_shards_count: z.number().int().positive(),
  processing_instruction: z.literal('PROCESS_AS_SNAPSHOT'),
  nonce: z.number().int().nonnegative(),
});

/** `ProductFeed`: its metadata REQUIRED; products optional (none in every shard deletes all). */
export const ZThingsToDoFeed = z.strictObject({
  feed_metadata: ZTtdFeedMetadata,
  products: z.array(ZTtdProduct),
});

export type TThingsToDoFeed = z.infer<typeof ZThingsToDoFeed>;
export type TTtdProduct = z.infer<typeof ZTtdProduct>;
export type TTtdOption = z.infer<typeof ZTtdOption>;
export type TTtdLocalizedTextSet = z.infer<typeof ZTtdLocalizedTextSet>;
export type TTtdCancellationPolicy = z.infer<typeof ZTtdCancellationPolicy>;
export type TTtdCategory = z.infer<typeof ZTtdCategory>;

/** Euro cents as Google's Money: 2550 → { units: 25, nanos: 500000000 }. */
export function ttdMoney(cents: number): z.infer<typeof ZTtdMoney> {
  return { currency_code: 'EUR', units: Math.floor(cents / 100), nanos: (cents % 100) * 10_000_000 };
}

/**
 * The platform's refund rule (booking/rules.ts) as Google's cancellation policy: a full refund when canceled at least
 * `REFUND_CUTOFF_HOURS` before the start. Nothing is refunded later, which needs no condition of its own.
 */
export const TTD_CANCELLATION_POLICY: TTtdCancellationPolicy = {
  refund_conditions: [
    { min_duration_before_start_time_sec: REFUND_CUTOFF_HOURS * 3600, refund_percent: 100 },
  ],
};

/** Roteiro's categories that name one of Google's labels (each label's description in Google's list says the same). */
const CATEGORY_LABELS: Partial<Record<TCategoryKey, (typeof TTD_CATEGORY_LABELS)[number]>> = {
  bicycle: 'bike-tours', // "Tour involves sightseeing by bicycle"
  'boat-tours': 'boat-tours', // "Tour involves sightseeing by boat"
  'day-trip': 'day-trips', // "Activity is a full-day or multi-day trip"
  'food-tours': 'food', // "Activity is largely centered around food"
};

/** An activity's categories as Google's `option_categories`, in Roteiro's order; the ones without a label are left out. */
export function ttdCategories(keys: readonly TCategoryKey[]): TTtdCategory[] {
  return keys.flatMap((key) => {
    const label = CATEGORY_LABELS[key];
    return label ? [{ label }] : [];
  });
}
