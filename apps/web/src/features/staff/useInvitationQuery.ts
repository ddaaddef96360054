import { registrationApi } from '@roteiro/domain/auth/registration.api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { staffKeys } from './staffKeys.ts';

/** The invitation an employee registers from (company name, e-mail, name given by the company). */
export function useInvitationQuery(companyId: string, invitation: string) {
  return useQuery({
    queryKey: staffKeys.invitation(companyId, invitation),
    queryFn: ({ signal }) =>
      call(registrationApi.invitation, { params: { companyId }, query: { invitation }, signal }),
    enabled: invitation.length > 0,
    retry: false,
  });
}
