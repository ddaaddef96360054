import { sessionApi } from '@roteiro/domain/auth/session.api';
import { messages } from '@roteiro/domain/messages/messages';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';
import { rememberFlash } from '../../shared/lib/flash.ts';
import { toast } from '../../shared/ui/toasts.ts';

/**
 * Signs out and returns home with a fresh page (operations.md §4): nothing fetched for the signed-in
 * account stays in memory, and no guarded page is left on screen to send the visitor to /login.
 */
export function useSignOutMutation() {
  const texts = useT();
  return useMutation({
    mutationFn: () => call(sessionApi.signOut),
    onSuccess: () => {
      // Worded now, in the account's language: the next page is in it too (the `lang` cookie follows the account).
      rememberFlash(texts.say(messages, 'signedOut'));
      window.location.assign('/home');
    },
    onError: (error) => toast.danger(errorText(error, texts)),
  });
}
