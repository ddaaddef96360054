import type { TSessionResponse, TSignInRequest } from '@roteiro/domain/auth/schemas';
import { sessionApi } from '@roteiro/domain/auth/session.api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { setPendingSignInRedirect } from './pendingSignInRedirect.ts';
import { postSignInPath } from './postSignInPath.ts';
import { sessionKeys } from './sessionKeys.ts';

/** Signs in with e-mail and password; then RequireSignedOut leads to `redirect` or the role's page. */
export function useSignInMutation(redirect: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignInRequest) => call(sessionApi.signIn, { body }),
    onSuccess: ({ user }) => {
      setPendingSignInRedirect(postSignInPath(user.role, redirect, window.location.origin));
      queryClient.setQueryData<TSessionResponse>(sessionKeys.current(), { user });
    },
  });
}
