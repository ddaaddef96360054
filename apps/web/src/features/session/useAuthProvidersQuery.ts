import type { TAuthProvidersResponse } from '@roteiro/domain/auth/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { sessionKeys } from './sessionKeys.ts';

/** Which extra sign-in providers the server offers. */
export function useAuthProvidersQuery() {
  return useQuery({
    queryKey: sessionKeys.providers(),
    queryFn: ({ signal }) => api.get<TAuthProvidersResponse>('/api/session/providers', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
