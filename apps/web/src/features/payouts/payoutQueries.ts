import type {
  TAdminPaymentRunsResponse,
  TGuiderRunsResponse,
  TPaymentRunState,
  TTransferRunsResponse,
} from '@roteiro/domain/money/payouts';
import { pageQueryString } from '@roteiro/domain/paging/page';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
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
