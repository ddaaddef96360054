import type { TInvitation } from '@roteiro/domain/staff/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { staffKeys } from './staffKeys.ts';

/** The invitation an employee registers from (company name, e-mail, name given by the company). */
export function useInvitationQuery(companyId: string, invitation: string) {
  return useQuery({
    queryKey: staffKeys.invitation(companyId, invitation),
    queryFn: ({ signal }) =>
      api.get<TInvitation>(
        `/api/registration/employee/${encodeURIComponent(companyId)}?invitation=${encodeURIComponent(invitation)}`,
        { signal },
      ),
    enabled: invitation.length > 0,
    retry: false,
  });
}
