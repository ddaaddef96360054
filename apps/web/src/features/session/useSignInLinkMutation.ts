import type { TSignInLinkRequest } from '@roteiro/domain/auth/schemas';
import type { TOkResponse } from '@roteiro/domain/common/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

/** Asks for an e-mail with a link that signs in and lands on `callbackPath` (default /home). */
export function useSignInLinkMutation() {
  return useMutation({
    mutationFn: (body: TSignInLinkRequest) => api.post<TOkResponse>('/api/session/sign-in-link', body),
  });
}
