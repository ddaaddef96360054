import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

/** Sends a pending employee's invitation e-mail again. */
export function useResendInvitationMutation() {
  return useMutation({
    mutationFn: (employeeId: string) =>
      api.post<{ ok: true }>(`/api/company/employees/${encodeURIComponent(employeeId)}/invitation`),
  });
}
