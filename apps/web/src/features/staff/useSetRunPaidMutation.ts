import type { TRunPaidResponse } from '@roteiro/domain/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { payoutKeys } from '../payouts/payoutKeys.ts';
import { staffKeys } from './staffKeys.ts';

/** The Paid/Unpaid choice of one run in the payment history. */
export function useSetRunPaidMutation(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, isPaid }: { runId: string; isPaid: boolean }) =>
      api.put<TRunPaidResponse>(`/api/company/runs/${encodeURIComponent(runId)}/paid`, {
        isPaid,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...staffKeys.employee(employeeId), 'payments'] }),
        queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
      ]),
  });
}
