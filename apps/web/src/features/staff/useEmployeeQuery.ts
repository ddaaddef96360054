import { staffApi } from '@roteiro/domain/staff/staff.api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { staffKeys } from './staffKeys.ts';

export function useEmployeeQuery(employeeId: string) {
  return useQuery({
    queryKey: staffKeys.employee(employeeId),
    queryFn: ({ signal }) => call(staffApi.employee, { params: { employeeId }, signal }),
  });
}
