import type {
  TAdminAffiliate,
  TAffiliateDashboard,
  TAffiliatePaymentSetup,
  TJoinAffiliatesRequest,
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
  adminList: (page: number, search: string) => [...affiliateKeys.all, 'admin-list', page, search] as const,
};

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
