import { staffApi } from '@roteiro/domain/staff/staff.api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { staffKeys } from './staffKeys.ts';

/** Deactivates (ending the employee's sessions at once) or reactivates an employee. */
export function useSetEmployeeActiveMutation(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      call(isActive ? staffApi.reactivate : staffApi.deactivate, { params: { employeeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
