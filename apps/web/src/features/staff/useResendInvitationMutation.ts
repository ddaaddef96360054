import type { TOkResponse } from '@roteiro/domain/common/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

/** Sends a pending employee's invitation e-mail again. */
export function useResendInvitationMutation() {
  return useMutation({
    mutationFn: (employeeId: string) =>
      api.post<TOkResponse>(`/api/company/employees/${encodeURIComponent(employeeId)}/invitation`),
  });
}
