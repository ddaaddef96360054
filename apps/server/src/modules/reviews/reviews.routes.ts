import { ZPublicContentQuery } from '@roteiro/domain/catalogue/public';
import { reviewsApi } from '@roteiro/domain/reviews/reviews.api';
import {
  ZActivityReviewsParams,
  ZActivityReviewsQuery,
  ZActivityReviewsResponse,
  ZAdminReviewsQuery,
  ZAdminReviewsResponse,
  ZCompanyReviewsResponse,
  ZHideReviewRequest,
  ZHideReviewResponse,
  ZMyReview,
  ZPageOnlyQuery,
  ZPublicReview,
  ZReplyRequest,
  ZReportReviewRequest,
  ZReportReviewResponse,
  ZRestoreReviewResponse,
  ZReviewIdParams,
  ZReviewInput,
  ZReviewInvitation,
  ZReviewTokenParams,
  ZUnsubscribeReviewsResponse,
} from '@roteiro/domain/reviews/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { THROTTLE } from '../../platform/http/throttle.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { REVIEW_TOKEN_SEPARATOR } from './review-token.ts';
import {
  createReview,
  editReview,
  getInvitation,
  hideReview,
  listActivityReviews,
  listReviewsForAdmin,
  listReviewsOfCompany,
  replyToReview,
  reportReview,
  restoreReview,
  unsubscribe,
} from './reviews.service.ts';

/**
 * Reviews (issue 37): the traveller's signed link (no account), an activity's published reviews, reports, the
 * company's replies and the admin's moderation.
 */
export function reviewsRoutes(
  app: FastifyInstance,
  deps: { db: Db; outbox: Pick<Outbox, 'enqueue'>; authSecret: string; now: () => Date },
): void {
  const { db, now } = deps;
  const tags = ['reviews'];
  const writeLimits = [
    { ...THROTTLE.reviewWriteByAddress, by: 'ip' as const },
    {
      ...THROTTLE.reviewWriteByLink,
      by: ({ params }: { params: { token: string } }) => params.token.split(REVIEW_TOKEN_SEPARATOR)[0],
    },
  ];

  defineRoute(app, reviewsApi.reviewInvitation, {
    access: 'public',
    summary:
      "A review link's booking: the activity, the day attended and the traveller's review once written",
    tags,
    params: ZReviewTokenParams,
    query: ZPublicContentQuery,
    response: ZReviewInvitation,
    handler: async ({ params, query }) => getInvitation(db, deps, params.token, now(), query.locale),
  });

  defineRoute(app, reviewsApi.createReview, {
    access: 'public',
    summary:
      'Writes the review of a booking whose ticket was scanned (one per booking; 403 never scanned, 409 second)',
    tags,
    status: 201,
    params: ZReviewTokenParams,
    body: ZReviewInput,
    response: ZMyReview,
    throttle: writeLimits,
    invalidatesPublicCache: true,
    handler: async ({ params, body }) => createReview(db, deps, params.token, body, now()),
  });

  defineRoute(app, reviewsApi.updateReview, {
    access: 'public',
    summary: 'Edits the review of the link (for 30 days after it was written)',
    tags,
    params: ZReviewTokenParams,
    body: ZReviewInput,
    response: ZMyReview,
    throttle: writeLimits,
    invalidatesPublicCache: true,
    handler: async ({ params, body }) => editReview(db, deps, params.token, body, now()),
  });

  defineRoute(app, reviewsApi.unsubscribeReviews, {
    access: 'public',
    summary: "Stops the reminder of the link's review invitation",
    tags,
    params: ZReviewTokenParams,
    response: ZUnsubscribeReviewsResponse,
    throttle: [{ ...THROTTLE.reviewWriteByAddress, by: 'ip' }],
    handler: async ({ params }) => unsubscribe(db, deps, params.token, now()),
  });

  defineRoute(app, reviewsApi.activityReviews, {
    access: 'public',
    summary:
      "An activity's published reviews, newest first, 10 a page, optionally of one language, with the summary",
    tags,
    params: ZActivityReviewsParams,
    query: ZActivityReviewsQuery,
    response: ZActivityReviewsResponse,
    cache: true,
    handler: async ({ params, query }) => listActivityReviews(db, params.id, query),
  });

  defineRoute(app, reviewsApi.reportReview, {
    access: 'public',
    summary: 'Reports a review to the admins',
    tags,
    params: ZReviewIdParams,
    body: ZReportReviewRequest,
    response: ZReportReviewResponse,
    throttle: [{ ...THROTTLE.reviewReportByAddress, by: 'ip' }],
    handler: async ({ params, body }) => reportReview(db, params.reviewId, body.reason),
  });

  defineRoute(app, reviewsApi.companyReviews, {
    access: 'company',
    summary: 'The reviews of the runs the company operated, newest first',
    tags,
    query: ZPageOnlyQuery,
    response: ZCompanyReviewsResponse,
    handler: async ({ actor, query }) => listReviewsOfCompany(db, actor(), query.page),
  });

  defineRoute(app, reviewsApi.replyToReview, {
    access: 'company',
    summary: 'Writes or edits the reply of the company that ran the reviewed run',
    tags,
    params: ZReviewIdParams,
    body: ZReplyRequest,
    response: ZPublicReview,
    invalidatesPublicCache: true,
    handler: async ({ actor, params, body }) => replyToReview(db, actor(), params.reviewId, body.text, now()),
  });

  defineRoute(app, reviewsApi.adminReviews, {
    access: 'admin',
    summary: 'Reviews to moderate: reported (default), hidden or all, with their reports',
    tags,
    query: ZAdminReviewsQuery,
    response: ZAdminReviewsResponse,
    handler: async ({ actor, query }) => listReviewsForAdmin(db, query, actor().locale),
  });

  defineRoute(app, reviewsApi.hideReview, {
    access: 'admin',
    summary: 'Hides a review with a reason (out of the lists and the average; its author is told)',
    tags,
    params: ZReviewIdParams,
    body: ZHideReviewRequest,
    response: ZHideReviewResponse,
    invalidatesPublicCache: true,
    handler: async ({ params, body }) => hideReview(db, deps, params.reviewId, body.reason, now()),
  });

  defineRoute(app, reviewsApi.restoreReview, {
    access: 'admin',
    summary: 'Publishes a hidden review again',
    tags,
    params: ZReviewIdParams,
    response: ZRestoreReviewResponse,
    invalidatesPublicCache: true,
    handler: async ({ params }) => restoreReview(db, params.reviewId),
  });
}
