import type { TPage } from '@roteiro/domain/paging/page';
import type { TEmployeePayment } from '@roteiro/domain/staff/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { staffKeys } from './staffKeys.ts';

/** The employee's payment history, 5 runs per page. */
export function useEmployeePaymentsQuery(employeeId: string, page: number) {
  return useQuery({
    queryKey: staffKeys.payments(employeeId, page),
    queryFn: ({ signal }) =>
      api.get<TPage<TEmployeePayment>>(
        `/api/company/employees/${encodeURIComponent(employeeId)}/payments?page=${page}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
