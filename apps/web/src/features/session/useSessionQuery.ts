import type { TSessionResponse } from '@roteiro/domain/auth/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { sessionKeys } from './sessionKeys.ts';

/** Who is signed in. Re-fetched on every route change by the root layout. */
export function useSessionQuery() {
  return useQuery({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => api.get<TSessionResponse>('/api/session', { signal }),
    staleTime: 30_000,
  });
}
