import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { sessionKeys } from './sessionKeys.ts';

/** Which extra sign-in providers the server offers. */
export function useAuthProvidersQuery() {
  return useQuery({
    queryKey: sessionKeys.providers(),
    queryFn: ({ signal }) => api.get<{ google: boolean }>('/api/session/providers', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Starts "Continue with Google": the server answers the provider's page to go to. */
export function useGoogleSignInMutation() {
  return useMutation({
    mutationFn: () =>
      api.post<{ url: string }>('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/home' }),
    onSuccess: ({ url }) => {
      window.location.href = url;
    },
    onError: (error) => toast.danger(error.message),
  });
}
