import { endpoint } from '../api/endpoint.ts';
import type { ZPublicContentQuery } from '../catalogue/public.ts';
import type {
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
} from './schemas.ts';

/** Reviews (issue 37): the traveller's invitation link, the public list, reports, the company's replies, moderation. */
export const reviewsApi = {
  /** `locale` (optional): the activity's title in the reader's language; the booking's language otherwise. */
  reviewInvitation: endpoint<{
    params: typeof ZReviewTokenParams;
    query: typeof ZPublicContentQuery;
    response: typeof ZReviewInvitation;
  }>()('GET', '/api/reviews/invitations/:token'),
  createReview: endpoint<{
    params: typeof ZReviewTokenParams;
    body: typeof ZReviewInput;
    response: typeof ZMyReview;
  }>()('POST', '/api/reviews/invitations/:token'),
  updateReview: endpoint<{
    params: typeof ZReviewTokenParams;
    body: typeof ZReviewInput;
    response: typeof ZMyReview;
  }>()('PUT', '/api/reviews/invitations/:token'),
  unsubscribeReviews: endpoint<{
    params: typeof ZReviewTokenParams;
    response: typeof ZUnsubscribeReviewsResponse;
  }>()('POST', '/api/reviews/invitations/:token/unsubscribe'),
  activityReviews: endpoint<{
    params: typeof ZActivityReviewsParams;
    query: typeof ZActivityReviewsQuery;
    response: typeof ZActivityReviewsResponse;
  }>()('GET', '/api/activities/:id/reviews'),
  reportReview: endpoint<{
    params: typeof ZReviewIdParams;
    body: typeof ZReportReviewRequest;
    response: typeof ZReportReviewResponse;
  }>()('POST', '/api/reviews/:reviewId/report'),
  companyReviews: endpoint<{ query: typeof ZPageOnlyQuery; response: typeof ZCompanyReviewsResponse }>()(
    'GET',
    '/api/company/reviews',
  ),
  replyToReview: endpoint<{
    params: typeof ZReviewIdParams;
    body: typeof ZReplyRequest;
    response: typeof ZPublicReview;
  }>()('PUT', '/api/company/reviews/:reviewId/reply'),
  adminReviews: endpoint<{ query: typeof ZAdminReviewsQuery; response: typeof ZAdminReviewsResponse }>()(
    'GET',
    '/api/admin/reviews',
  ),
  hideReview: endpoint<{
    params: typeof ZReviewIdParams;
    body: typeof ZHideReviewRequest;
    response: typeof ZHideReviewResponse;
  }>()('POST', '/api/admin/reviews/:reviewId/hide'),
  restoreReview: endpoint<{ params: typeof ZReviewIdParams; response: typeof ZRestoreReviewResponse }>()(
    'POST',
    '/api/admin/reviews/:reviewId/restore',
  ),
};
