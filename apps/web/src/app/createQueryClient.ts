import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { cachedSessionUser, clearSignedInState } from '../features/session/sessionCache.ts';
import { sessionKeys } from '../features/session/sessionKeys.ts';
import { isApiError } from '../shared/lib/api.ts';
import { toast } from '../shared/ui/toasts.ts';

type TQueryClientHooks = {
  /** Leaves for /login; called once the session has been forgotten. */
  onSignedOutByServer: () => void;
};

/**
 * The app's one QueryClient. Every failed call goes through `handleApiFailure`: a deactivated account
 * is signed out at once, and a 401 while we thought we were signed in re-checks the session.
 */
export function createQueryClient({ onSignedOutByServer }: TQueryClientHooks): QueryClient {
  const handleApiFailure = (error: unknown) => {
    if (!isApiError(error)) {
      return;
    }
    if (error.code === 'ACCOUNT_DEACTIVATED') {
      const wasSignedIn = Boolean(cachedSessionUser(queryClient));
      clearSignedInState(queryClient);
      toast.danger(error.message);
      if (wasSignedIn) {
        onSignedOutByServer();
      }
      return;
    }
    if (error.status === 401 && cachedSessionUser(queryClient)) {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
    }
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleApiFailure }),
    mutationCache: new MutationCache({ onError: handleApiFailure }),
    defaultOptions: {
      queries: {
        // A 4xx answer will not change by asking again; a network or server failure gets one more try.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
