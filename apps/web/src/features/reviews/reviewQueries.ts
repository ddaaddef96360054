import { reviewsApi } from '@roteiro/domain/reviews/reviews.api';
import type { TReviewInput, TReviewLanguage } from '@roteiro/domain/reviews/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { catalogueKeys } from '../catalogue-public/catalogueQueries.ts';
import { reviewKeys } from './reviewKeys.ts';

/** A refusal (an altered or expired link, a traveller who was not there) is an answer, not a failure to retry. */
const retryServerErrors = (count: number, error: { status: number }) => error.status >= 500 && count < 2;

/** The review page's invitation: the activity, the day, the traveller's review if written. */
export function useReviewInvitationQuery(token: string) {
  return useQuery({
    queryKey: reviewKeys.invitation(token),
    queryFn: ({ signal }) => call(reviewsApi.reviewInvitation, { params: { token }, signal }),
    retry: retryServerErrors,
  });
}

/** Writes the review (or saves its edit); the activity's reviews and figures are read afresh afterwards. */
export function useSaveReviewMutation(token: string, activityId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isEdit }: { body: TReviewInput; isEdit: boolean }) =>
      call(isEdit ? reviewsApi.updateReview : reviewsApi.createReview, { params: { token }, body }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.invitation(token) }),
        activityId ? queryClient.invalidateQueries({ queryKey: reviewKeys.activity(activityId) }) : null,
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]);
    },
  });
}

/** Stops the invitation's reminder. */
export function useUnsubscribeReviewsMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(reviewsApi.unsubscribeReviews, { params: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.invitation(token) }),
  });
}

/** A page of an activity's published reviews (10, newest first), of one language or all. */
export function useActivityReviewsQuery(
  activityId: string,
  page: number,
  language: TReviewLanguage | undefined,
) {
  return useQuery({
    queryKey: reviewKeys.activityPage(activityId, page, language),
    queryFn: ({ signal }) =>
      call(reviewsApi.activityReviews, { params: { id: activityId }, query: { page, language }, signal }),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
    staleTime: 30_000,
  });
}

export function useReportReviewMutation() {
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      call(reviewsApi.reportReview, { params: { reviewId }, body: { reason } }),
  });
}

/** The company's reviews of the runs it operated. */
export function useCompanyReviewsQuery(page: number) {
  return useQuery({
    queryKey: reviewKeys.company(page),
    queryFn: ({ signal }) => call(reviewsApi.companyReviews, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The company's reply (written once, edited later); the lists that show it are read afresh. */
export function useReplyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      call(reviewsApi.replyToReview, { params: { reviewId }, body: { text } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

export function useAdminReviewsQuery(status: 'reported' | 'hidden' | 'all', page: number) {
  return useQuery({
    queryKey: reviewKeys.admin(status, page),
    queryFn: ({ signal }) => call(reviewsApi.adminReviews, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Hides a review with a reason, or restores it; every reviews list and the catalogue's figures are read afresh. */
export function useModerateReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { reviewId: string; action: 'hide'; reason: string } | { reviewId: string; action: 'restore' },
    ): Promise<{ hidden: boolean }> =>
      change.action === 'hide'
        ? call(reviewsApi.hideReview, {
            params: { reviewId: change.reviewId },
            body: { reason: change.reason },
          })
        : call(reviewsApi.restoreReview, { params: { reviewId: change.reviewId } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]);
    },
  });
}
