import type { TReviewLanguage } from '@roteiro/domain/reviews/schemas';

type TAdminStatus = 'reported' | 'hidden' | 'all';

export const reviewKeys = {
  all: ['reviews'] as const,
  invitation: (token: string) => [...reviewKeys.all, 'invitation', token] as const,
  activity: (activityId: string) => [...reviewKeys.all, 'activity', activityId] as const,
  activityPage: (activityId: string, page: number, language: TReviewLanguage | undefined) =>
    [...reviewKeys.activity(activityId), page, language ?? 'all'] as const,
  company: (page: number) => [...reviewKeys.all, 'company', page] as const,
  admin: (status: TAdminStatus, page: number) => [...reviewKeys.all, 'admin', status, page] as const,
};
