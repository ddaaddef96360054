import type {
  TAdminAffiliate,
  TAffiliateCommissionsResponse,
  TAffiliateCouponsResponse,
  TAffiliateDashboard,
  TAffiliatePaymentSetup,
  TJoinAffiliatesRequest,
  TUpdateAffiliateTermsRequest,
} from '@roteiro/domain/affiliates/schemas';
import type { TMessageResponse, TUrlResponse } from '@roteiro/domain/common/responses';
import { pageQueryString, type TPage } from '@roteiro/domain/paging/page';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

export const affiliateKeys = {
  all: ['affiliate'] as const,
  dashboard: () => [...affiliateKeys.all, 'dashboard'] as const,
  onboardingLink: (accountId: string) => [...affiliateKeys.all, 'onboarding-link', accountId] as const,
  paymentSetUp: () => [...affiliateKeys.all, 'payment-setup'] as const,
  commissions: (page: number) => [...affiliateKeys.all, 'commissions', page] as const,
  adminList: (page: number, search: string) => [...affiliateKeys.all, 'admin-list', page, search] as const,
  adminCoupons: () => [...affiliateKeys.all, 'admin-coupons'] as const,
};

/** The signed-in affiliate's referred bookings with their commissions (10 per page). */
export function useAffiliateCommissionsQuery(page: number) {
  return useQuery({
    queryKey: affiliateKeys.commissions(page),
    queryFn: ({ signal }) =>
      api.get<TAffiliateCommissionsResponse>(`/api/affiliate/commissions?${pageQueryString({ page })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The provider's coupons (the spec's coupons call), asked once per visit of the admin page. */
export function useAffiliateCouponsQuery() {
  return useQuery({
    queryKey: affiliateKeys.adminCoupons(),
    queryFn: ({ signal }) => api.get<TAffiliateCouponsResponse>('/api/admin/affiliates/coupons', { signal }),
    retry: false,
    staleTime: 60_000,
  });
}

/** The admin changes an affiliate's commission and discount; the table and the coupons are refreshed. */
export function useUpdateAffiliateTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ affiliateId, ...body }: TUpdateAffiliateTermsRequest & { affiliateId: string }) =>
      api.put<TAdminAffiliate>(`/api/admin/affiliates/${encodeURIComponent(affiliateId)}/terms`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
}

export function useAdminAffiliatesQuery(page: number, search: string) {
  return useQuery({
    queryKey: affiliateKeys.adminList(page, search),
    queryFn: ({ signal }) =>
      api.get<TPage<TAdminAffiliate>>(`/api/admin/affiliates?${pageQueryString({ page, search })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useJoinAffiliatesMutation() {
  return useMutation({
    mutationFn: (body: TJoinAffiliatesRequest) => api.post<TMessageResponse>('/api/affiliates', body),
  });
}

export function useAffiliateDashboardQuery() {
  return useQuery({
    queryKey: affiliateKeys.dashboard(),
    queryFn: ({ signal }) => api.get<TAffiliateDashboard>('/api/affiliate/dashboard', { signal }),
  });
}

/** A fresh onboarding link for the affiliate's own payment account (never cached: links expire). */
export function useOnboardingLinkQuery(accountId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: affiliateKeys.onboardingLink(accountId),
    queryFn: ({ signal }) =>
      api.get<TUrlResponse>(`/api/affiliate/accounts/${encodeURIComponent(accountId)}/onboarding-link`, {
        signal,
      }),
    enabled: isEnabled,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/** Starts (or continues) payment setup from the dashboard: creates the account if needed, then redirects. */
export function useStartOnboardingMutation() {
  return useMutation({
    mutationFn: () => api.post<TUrlResponse>('/api/affiliate/onboarding-link'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Back from onboarding: the server asks the provider and records whether setup is finished. */
export function usePaymentSetUpQuery() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: affiliateKeys.paymentSetUp(),
    queryFn: async () => {
      const result = await api.post<TAffiliatePaymentSetup>('/api/affiliate/payment-setup');
      await queryClient.invalidateQueries({ queryKey: affiliateKeys.dashboard() });
      return result;
    },
    gcTime: 0,
    retry: false,
  });
}
