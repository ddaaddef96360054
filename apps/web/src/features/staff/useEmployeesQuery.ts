import { staffApi } from '@roteiro/domain/staff/staff.api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { staffKeys } from './staffKeys.ts';

export function useEmployeesQuery(page: number) {
  return useQuery({
    queryKey: staffKeys.employees(page),
    queryFn: ({ signal }) => call(staffApi.employees, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
