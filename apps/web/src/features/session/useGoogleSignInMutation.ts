import { sessionApi } from '@roteiro/domain/auth/session.api';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';
import { toast } from '../../shared/ui/toasts.ts';

/** Starts "Continue with Google": the server answers the provider's page to go to. */
export function useGoogleSignInMutation() {
  const texts = useT();
  return useMutation({
    mutationFn: () => call(sessionApi.googleSignIn, { body: { provider: 'google', callbackURL: '/home' } }),
    onSuccess: ({ url }) => {
      window.location.href = url;
    },
    onError: (error) => toast.danger(errorText(error, texts)),
  });
}
