import { sessionApi } from '@roteiro/domain/auth/session.api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { sessionKeys } from './sessionKeys.ts';

/** Which extra sign-in providers the server offers. */
export function useAuthProvidersQuery() {
  return useQuery({
    queryKey: sessionKeys.providers(),
    queryFn: ({ signal }) => call(sessionApi.providers, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
