import type { TPublicReview, TReviewSummary } from '@roteiro/domain/reviews/schemas';
import type { AggregateRating, Review } from 'schema-dts';

/** The rating part of a details page's schema.org Product (issue 37), merged into the activity's own (issue 38). */
export type TRatingJsonLd = { aggregateRating: AggregateRating; review: Review[] };

/**
 * A details page's reviews as schema.org data: their AggregateRating and the first reviews, so search engines read
 * the rating. Null when it has no published review: no rating is claimed without reviews behind it.
 */
export function activityRatingJsonLd(
  summary: TReviewSummary,
  reviews: TPublicReview[],
): TRatingJsonLd | null {
  if (summary.count === 0 || summary.average === null) {
    return null;
  }
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName },
      reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
      reviewBody: review.text,
      datePublished: review.createdAt.slice(0, 10),
      inLanguage: review.language,
    })),
  };
}
