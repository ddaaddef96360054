import { staffApi } from '@roteiro/domain/staff/staff.api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { staffKeys } from './staffKeys.ts';

/** The employee's payment history, 5 runs per page. */
export function useEmployeePaymentsQuery(employeeId: string, page: number) {
  return useQuery({
    queryKey: staffKeys.payments(employeeId, page),
    queryFn: ({ signal }) =>
      call(staffApi.employeePayments, { params: { employeeId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
