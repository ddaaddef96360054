import type { TPage } from '@roteiro/domain/paging/page';
import type { TEmployeeRow } from '@roteiro/domain/staff/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { staffKeys } from './staffKeys.ts';

export function useEmployeesQuery(page: number) {
  return useQuery({
    queryKey: staffKeys.employees(page),
    queryFn: ({ signal }) => api.get<TPage<TEmployeeRow>>(`/api/company/employees?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
