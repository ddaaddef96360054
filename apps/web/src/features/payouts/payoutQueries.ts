import type { TPaymentRunState } from '@roteiro/domain/money/payouts';
import { payoutsApi } from '@roteiro/domain/money/payouts.api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { affiliateKeys } from '../affiliates/affiliateQueries.ts';
import { adminBookingKeys } from '../booking/adminBookingQueries.ts';
import { guiderKeys } from '../guiders/guiderQueries.ts';
import { payoutKeys } from './payoutKeys.ts';

/** Manage Payments: a page of runs (owed first) with what each company on it is owed. */
export function useAdminPaymentRunsQuery(state: TPaymentRunState, page: number, search: string) {
  return useQuery({
    queryKey: payoutKeys.adminRuns(state, page, search),
    queryFn: ({ signal }) => call(payoutsApi.adminRuns, { query: { page, search, state }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Transfers the selected runs; every list that shows transfers is refreshed afterwards. */
export function useTransferRunsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runIds: string[]) => call(payoutsApi.transferRuns, { body: { runIds } }),
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
    queryFn: ({ signal }) => call(payoutsApi.guiderRuns, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** An affiliate's payout history (transfers, amounts kept back, claw-backs), 5 per page. */
export function useAffiliatePayoutsQuery(affiliateId: string, page: number) {
  return useQuery({
    queryKey: payoutKeys.affiliatePayouts(affiliateId, page),
    queryFn: ({ signal }) =>
      call(payoutsApi.affiliatePayouts, { params: { affiliateId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Pays an affiliate's approved commissions now; the affiliates table, histories and ledger are refreshed. */
export function usePayAffiliateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (affiliateId: string) => call(payoutsApi.payAffiliate, { params: { affiliateId } }),
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
    queryFn: ({ signal }) => call(payoutsApi.ledgerGroups, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
