import { z } from 'zod';

/**
 * Google's Things to do product feed (issue 38), as its reference documents it:
 * https://developers.google.com/travel/things-to-do/reference/feed-spec/product-feed (JSON; one `ProductFeed` per
 * file). The fields Google marks REQUIRED are required here; of the optional ones, the ones Roteiro sends
 * (description, rating, related media, option duration and meeting point). Unknown fields are refused (`strict`)
 * so a misspelt field fails the test instead of being ignored by Google.
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

/** `Location`/`RelatedLocation`: a meeting point with its coordinates or address. */
export const ZTtdLocation = z.strictObject({
  location: z.strictObject({
    lat_lng: z.strictObject({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
  }),
  description: ZTtdLocalizedTextSet.optional(),
});

/** `Option`: `id`, `title`, `landing_page` and at least one `price_options` REQUIRED. */
export const ZTtdOption = z.strictObject({
  id: z.string().min(1).max(255),
  title: ZTtdLocalizedTextSet,
  description: ZTtdLocalizedTextSet.optional(),
  landing_page: ZTtdDeepLink,
  price_options: z.array(ZTtdPriceOption).min(1),
  duration_sec: z.number().int().positive().optional(),
  meeting_point: ZTtdLocation.optional(),
});

/** `Rating`: `average_value` (1 to 5 here) and `rating_count`. */
export const ZTtdRating = z.strictObject({
  average_value: z.number().min(1).max(5),
  rating_count: z.number().int().positive(),
});

/** `Media`: `url` and `type` REQUIRED. */
export const ZTtdMedia = z.strictObject({
  url: ZTtdUrl,
  type: z.enum(['PHOTO', 'VIDEO']),
});

/** `Product`: `id`, `title` and at least one `options` REQUIRED. */
export const ZTtdProduct = z.strictObject({
  id: z.string().min(1).max(255),
  title: ZTtdLocalizedTextSet,
  description: ZTtdLocalizedTextSet.optional(),
  rating: ZTtdRating.optional(),
  related_media: z.array(ZTtdMedia).optional(),
  options: z.array(ZTtdOption).min(1),
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

/** Euro cents as Google's Money: 2550 → { units: 25, nanos: 500000000 }. */
export function ttdMoney(cents: number): z.infer<typeof ZTtdMoney> {
  return { currency_code: 'EUR', units: Math.floor(cents / 100), nanos: (cents % 100) * 10_000_000 };
}
