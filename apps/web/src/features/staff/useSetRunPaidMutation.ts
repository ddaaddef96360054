import { staffApi } from '@roteiro/domain/staff/staff.api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { payoutKeys } from '../payouts/payoutKeys.ts';
import { staffKeys } from './staffKeys.ts';

/** The Paid/Unpaid choice of one run in the payment history. */
export function useSetRunPaidMutation(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, isPaid }: { runId: string; isPaid: boolean }) =>
      call(staffApi.setRunPaid, { params: { runId }, body: { isPaid } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...staffKeys.employee(employeeId), 'payments'] }),
        queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
      ]),
  });
}
