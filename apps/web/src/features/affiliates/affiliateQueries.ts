import { affiliatesApi } from '@roteiro/domain/affiliates/affiliates.api';
import type {
  TJoinAffiliatesRequest,
  TUpdateAffiliateTermsRequest,
} from '@roteiro/domain/affiliates/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

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
    queryFn: ({ signal }) => call(affiliatesApi.commissions, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The provider's coupons (the spec's coupons call), asked once per visit of the admin page. */
export function useAffiliateCouponsQuery() {
  return useQuery({
    queryKey: affiliateKeys.adminCoupons(),
    queryFn: ({ signal }) => call(affiliatesApi.coupons, { signal }),
    retry: false,
    staleTime: 60_000,
  });
}

/** The admin changes an affiliate's commission and discount; the table and the coupons are refreshed. */
export function useUpdateAffiliateTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ affiliateId, ...body }: TUpdateAffiliateTermsRequest & { affiliateId: string }) =>
      call(affiliatesApi.updateTerms, { params: { affiliateId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
}

export function useAdminAffiliatesQuery(page: number, search: string) {
  return useQuery({
    queryKey: affiliateKeys.adminList(page, search),
    queryFn: ({ signal }) => call(affiliatesApi.adminList, { query: { page, search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useJoinAffiliatesMutation() {
  return useMutation({
    mutationFn: (body: TJoinAffiliatesRequest) => call(affiliatesApi.join, { body }),
  });
}

export function useAffiliateDashboardQuery() {
  return useQuery({
    queryKey: affiliateKeys.dashboard(),
    queryFn: ({ signal }) => call(affiliatesApi.dashboard, { signal }),
  });
}

/** A fresh onboarding link for the affiliate's own payment account (never cached: links expire). */
export function useOnboardingLinkQuery(accountId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: affiliateKeys.onboardingLink(accountId),
    queryFn: ({ signal }) => call(affiliatesApi.accountOnboardingLink, { params: { accountId }, signal }),
    enabled: isEnabled,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/** Starts (or continues) payment setup from the dashboard: creates the account if needed, then redirects. */
export function useStartOnboardingMutation() {
  return useMutation({
    mutationFn: () => call(affiliatesApi.startOnboarding),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Back from onboarding: the server asks the provider and records whether setup is finished. */
export function usePaymentSetUpQuery() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: affiliateKeys.paymentSetUp(),
    queryFn: async () => {
      const result = await call(affiliatesApi.refreshPaymentSetup);
      await queryClient.invalidateQueries({ queryKey: affiliateKeys.dashboard() });
      return result;
    },
    gcTime: 0,
    retry: false,
  });
}
