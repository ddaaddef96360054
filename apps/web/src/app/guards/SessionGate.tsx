import type { TSessionUser } from '@roteiro/domain/auth/roles';
import type { ReactNode } from 'react';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

type TSessionGateProps = { children: (user: TSessionUser | null) => ReactNode };

/** Renders `children` with the signed-in user once known; a loader before, a retryable error if it fails. */
export function SessionGate({ children }: TSessionGateProps) {
  const session = useSessionQuery();
  if (session.data) {
    return children(session.data.user);
  }
  if (session.isError) {
    return (
      <ErrorState
        title="We could not check your session"
        message={session.error.message}
        onRetry={retryFor(session)}
        isRetrying={session.isFetching}
      />
    );
  }
  return <PageLoader />;
}
