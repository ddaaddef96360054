import { sessionApi } from '@roteiro/domain/auth/session.api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { sessionKeys } from './sessionKeys.ts';

/** Who is signed in. Re-fetched on every route change by the root layout. */
export function useSessionQuery() {
  return useQuery({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => call(sessionApi.current, { signal }),
    staleTime: 30_000,
  });
}
