import type { TEmployeeDetails } from '@roteiro/domain/staff/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { staffKeys } from './staffKeys.ts';

export function useEmployeeQuery(employeeId: string) {
  return useQuery({
    queryKey: staffKeys.employee(employeeId),
    queryFn: ({ signal }) =>
      api.get<TEmployeeDetails>(`/api/company/employees/${encodeURIComponent(employeeId)}`, { signal }),
  });
}
