import type { TSessionUser } from '@roteiro/domain/auth/roles';
import type { TSessionResponse } from '@roteiro/domain/auth/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from './sessionKeys.ts';

/** The signed-in user as last known, `null` when signed out, `undefined` before the first answer. */
export function cachedSessionUser(queryClient: QueryClient): TSessionUser | null | undefined {
  return queryClient.getQueryData<TSessionResponse>(sessionKeys.current())?.user;
}

/** Forgets the signed-in user and everything fetched on their behalf. */
export function clearSignedInState(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
  queryClient.setQueryData<TSessionResponse>(sessionKeys.current(), { user: null });
}
