import type { TPublicReview, TReviewSummary } from '@roteiro/domain/reviews/schemas';

/**
 * A details page's schema.org data (issue 37): the activity as a Product with its reviews' AggregateRating and
 * its first reviews, so search engines read the rating. Null when it has no published review: no rating is
 * claimed without reviews behind it.
 */
export function activityJsonLd(
  activity: { name: string; description: string },
  summary: TReviewSummary,
  reviews: TPublicReview[],
): Record<string, unknown> | null {
  if (summary.count === 0 || summary.average === null) {
    return null;
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: activity.name,
    description: activity.description,
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
