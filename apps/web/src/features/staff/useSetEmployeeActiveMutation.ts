import type { TOkResponse } from '@roteiro/domain/common/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { staffKeys } from './staffKeys.ts';

/** Deactivates (ending the employee's sessions at once) or reactivates an employee. */
export function useSetEmployeeActiveMutation(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      api.post<TOkResponse>(
        `/api/company/employees/${encodeURIComponent(employeeId)}/${isActive ? 'reactivate' : 'deactivate'}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
