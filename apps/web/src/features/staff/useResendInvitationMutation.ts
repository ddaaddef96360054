import { staffApi } from '@roteiro/domain/staff/staff.api';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

/** Sends a pending employee's invitation e-mail again. */
export function useResendInvitationMutation() {
  return useMutation({
    mutationFn: (employeeId: string) => call(staffApi.resendInvitation, { params: { employeeId } }),
  });
}
