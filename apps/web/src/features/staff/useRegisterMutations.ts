import { registrationApi } from '@roteiro/domain/auth/registration.api';
import { HOME_BY_ROLE, type TSessionUser } from '@roteiro/domain/auth/roles';
import type { TSessionResponse } from '@roteiro/domain/auth/schemas';
import type {
  TCompanyRegistrationRequest,
  TEmployeeRegistrationRequest,
} from '@roteiro/domain/staff/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { setPendingSignInRedirect } from '../session/pendingSignInRedirect.ts';
import { sessionKeys } from '../session/sessionKeys.ts';

/** The new account is signed in by the server; RequireSignedOut then leads on to `next`. */
function useSignedInAfter(next: (user: TSessionUser) => string) {
  const queryClient = useQueryClient();
  return ({ user }: { user: TSessionUser }) => {
    setPendingSignInRedirect(next(user));
    queryClient.setQueryData<TSessionResponse>(sessionKeys.current(), { user });
  };
}

/** /guider/register: the company lands on its profile to finish setting up. */
export function useRegisterCompanyMutation() {
  return useMutation({
    mutationFn: (body: TCompanyRegistrationRequest) => call(registrationApi.registerCompany, { body }),
    onSuccess: useSignedInAfter(() => '/company/settings/profile'),
  });
}

/** /{companyId}/guider/register: the employee lands on their own start page. */
export function useRegisterEmployeeMutation(companyId: string) {
  return useMutation({
    mutationFn: (body: TEmployeeRegistrationRequest) =>
      call(registrationApi.registerEmployee, { params: { companyId }, body }),
    onSuccess: useSignedInAfter((user) => HOME_BY_ROLE[user.role]),
  });
}
