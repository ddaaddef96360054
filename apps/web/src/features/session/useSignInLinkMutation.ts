import type { TSignInLinkRequest } from '@roteiro/domain/auth/schemas';
import { sessionApi } from '@roteiro/domain/auth/session.api';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

/** Asks for an e-mail with a link that signs in and lands on `callbackPath` (default /home). */
export function useSignInLinkMutation() {
  return useMutation({
    mutationFn: (body: TSignInLinkRequest) => call(sessionApi.signInLink, { body }),
  });
}
