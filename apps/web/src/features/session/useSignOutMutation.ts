import { sessionApi } from '@roteiro/domain/auth/session.api';
import { messages } from '@roteiro/domain/messages/messages';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { rememberFlash } from '../../shared/lib/flash.ts';
import { toast } from '../../shared/ui/toasts.ts';

/**
 * Signs out and returns home with a fresh page (operations.md §4): nothing fetched for the signed-in
 * account stays in memory, and no guarded page is left on screen to send the visitor to /login.
 */
export function useSignOutMutation() {
  return useMutation({
    mutationFn: () => call(sessionApi.signOut),
    onSuccess: () => {
      rememberFlash(messages.signedOut);
      window.location.assign('/home');
    },
    onError: (error) => toast.danger(error.message),
  });
}
