// No zod here: the details page and the server's page rendering read these rules.
import { ratingAverage } from '../catalogue/storefront.ts';

/** A review's text: at least this many characters (trimmed)… */
export const REVIEW_TEXT_MIN = 20;
/** …and at most this many. */
export const REVIEW_TEXT_MAX = 2000;
/** An invitation's link works this many days after it was issued. */
export const REVIEW_LINK_DAYS = 90;
/** Its author may edit a review this many days after writing it. */
export const REVIEW_EDIT_DAYS = 30;
/** The one reminder is sent this many days after the invitation, unless reviewed or unsubscribed. */
export const REVIEW_REMINDER_DAYS = 3;
/** Reviews per page of an activity's list (and of the company's and the admin's lists). */
export const REVIEWS_PAGE_SIZE = 10;
/** How many reviews the served HTML of a details page carries as JSON-LD. */
export const REVIEWS_IN_JSON_LD = 5;
/** The longest reason of a report, a hiding, and the longest reply. */
export const REVIEW_REASON_MAX = 500;
export const REVIEW_REPLY_MAX = 2000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant its author may edit a review written at `createdAt`. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

/** Whether its author may still edit a review written at `createdAt` (for 30 days). */
export function canEditReview(createdAt: Date, now: Date): boolean {
  return now.getTime() <= reviewEditableUntil(createdAt).getTime();
}

/** Whether an invitation link issued at `issuedAt` has expired (after 90 days). */
export function isReviewLinkExpired(issuedAt: Date, now: Date): boolean {
  return now.getTime() > issuedAt.getTime() + REVIEW_LINK_DAYS * DAY_MS;
}

/** When the reminder of an invitation sent at `sentAt` is due. */
export function reviewReminderDueAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + REVIEW_REMINDER_DAYS * DAY_MS);
}

/** The stored aggregate of an activity's published reviews: their count, the sum of stars and per star. */
export type TRatingCounts = {
  count: number;
  starsTotal: number;
  stars1: number;
  stars2: number;
  stars3: number;
  stars4: number;
  stars5: number;
};

export const EMPTY_RATING_COUNTS: TRatingCounts = {
  count: 0,
  starsTotal: 0,
  stars1: 0,
  stars2: 0,
  stars3: 0,
  stars4: 0,
  stars5: 0,
};

export type TStarsDistribution = { 1: number; 2: number; 3: number; 4: number; 5: number };

/** The aggregate as the API sends it: the average (2 decimals, null without reviews), the count, per star. */
export function ratingSummary(counts: TRatingCounts): {
  average: number | null;
  count: number;
  distribution: TStarsDistribution;
} {
  return {
    average: ratingAverage(counts.starsTotal, counts.count),
    count: counts.count,
    distribution: {
      1: counts.stars1,
      2: counts.stars2,
      3: counts.stars3,
      4: counts.stars4,
      5: counts.stars5,
    },
  };
}

/** The aggregate of a list of stars (the seed, tests, and a check of the stored aggregate). */
export function countStars(stars: readonly number[]): TRatingCounts {
  const counts = { ...EMPTY_RATING_COUNTS };
  for (const star of stars) {
    if (!Number.isInteger(star) || star < 1 || star > 5) {
      throw new RangeError(`a review's stars are 1 to 5, not ${star}`);
    }
    counts.count += 1;
    counts.starsTotal += star;
    counts[`stars${star as 1 | 2 | 3 | 4 | 5}`] += 1;
  }
  return counts;
}

/** The share of each star among the reviews, in whole percent (the distribution's bars); 0 without reviews. */
export function distributionPercents(distribution: TStarsDistribution): TStarsDistribution {
  const total = distribution[1] + distribution[2] + distribution[3] + distribution[4] + distribution[5];
  const percent = (value: number) => (total === 0 ? 0 : Math.round((value * 100) / total));
  return {
    1: percent(distribution[1]),
    2: percent(distribution[2]),
    3: percent(distribution[3]),
    4: percent(distribution[4]),
    5: percent(distribution[5]),
  };
}

/**
 * How a review's author is shown: the first name and the initial of the last ("Maria Silva" → "Maria S."), the
 * one name alone when there is one.
 */
export function reviewAuthorName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) {
    return '';
  }
  const first = parts[0] as string;
  if (parts.length === 1) {
    return first;
  }
  const last = parts[parts.length - 1] as string;
  return `${first} ${last.charAt(0).toLocaleUpperCase()}.`;
}
