import type {
  TAffiliatePayoutResponse,
  TAffiliatePayoutsResponse,
} from '@roteiro/domain/money/affiliate-payouts';
import type { TLedgerGroupsResponse } from '@roteiro/domain/money/ledger';
import type {
  TAdminPaymentRunsResponse,
  TGuiderRunsResponse,
  TPaymentRunState,
  TTransferRunsResponse,
} from '@roteiro/domain/money/payouts';
import { pageQueryString } from '@roteiro/domain/paging/page';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { affiliateKeys } from '../affiliates/affiliateQueries.ts';
import { adminBookingKeys } from '../booking/adminBookingQueries.ts';
import { guiderKeys } from '../guiders/guiderQueries.ts';
import { payoutKeys } from './payoutKeys.ts';

/** Manage Payments: a page of runs (owed first) with what each company on it is owed. */
export function useAdminPaymentRunsQuery(state: TPaymentRunState, page: number, search: string) {
  return useQuery({
    queryKey: payoutKeys.adminRuns(state, page, search),
    queryFn: ({ signal }) =>
      api.get<TAdminPaymentRunsResponse>(
        `/api/admin/payments/runs?${pageQueryString({ page, search })}&state=${state}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Transfers the selected runs; every list that shows transfers is refreshed afterwards. */
export function useTransferRunsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runIds: string[]) =>
      api.post<TTransferRunsResponse>('/api/admin/payments/transfers', { runIds }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
        queryClient.invalidateQueries({ queryKey: guiderKeys.all }),
      ]);
    },
  });
}

/** The signed-in guider's runs: all of the company's, or an employee's own. */
export function useMyRunsQuery(page: number) {
  return useQuery({
    queryKey: payoutKeys.myRuns(page),
    queryFn: ({ signal }) =>
      api.get<TGuiderRunsResponse>(`/api/guider/runs?${pageQueryString({ page })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** An affiliate's payout history (transfers, amounts kept back, claw-backs), 5 per page. */
export function useAffiliatePayoutsQuery(affiliateId: string, page: number) {
  return useQuery({
    queryKey: payoutKeys.affiliatePayouts(affiliateId, page),
    queryFn: ({ signal }) =>
      api.get<TAffiliatePayoutsResponse>(
        `/api/admin/affiliates/${encodeURIComponent(affiliateId)}/payouts?${pageQueryString({ page })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Pays an affiliate's approved commissions now; the affiliates table, histories and ledger are refreshed. */
export function usePayAffiliateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (affiliateId: string) =>
      api.post<TAffiliatePayoutResponse>(`/api/admin/affiliates/${encodeURIComponent(affiliateId)}/payouts`),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
        queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
      ]);
    },
  });
}

/** The ledger by activity group (20 per page) with the sums over everything. */
export function useLedgerGroupsQuery(page: number) {
  return useQuery({
    queryKey: payoutKeys.ledgerGroups(page),
    queryFn: ({ signal }) =>
      api.get<TLedgerGroupsResponse>(`/api/admin/ledger/groups?${pageQueryString({ page })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
