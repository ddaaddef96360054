import type { TSignInLinkRequest } from '@roteiro/domain/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

/** Asks for an e-mail with a link that signs in and lands on `callbackPath` (default /home). */
export function useSignInLinkMutation() {
  return useMutation({
    mutationFn: (body: TSignInLinkRequest) => api.post<{ ok: true }>('/api/session/sign-in-link', body),
  });
}
