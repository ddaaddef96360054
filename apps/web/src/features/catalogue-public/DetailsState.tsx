import { Container, Skeleton, Stack } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import type { ApiError } from '../../shared/lib/api.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

/** Loading and failure states of a details page: skeletons, a not-found message, or a retry. */
export function DetailsState({
  error,
  onRetry,
  isRetrying,
}: {
  error: ApiError | null;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  if (error) {
    const isMissing = error.status === 404 || error.status === 400;
    return (
      <ErrorState
        title={isMissing ? 'This activity is not available' : 'The activity could not be loaded'}
        message={isMissing ? messages.notFound : error.message}
        onRetry={isMissing ? undefined : onRetry}
        isRetrying={isRetrying}
      />
    );
  }
  return (
    <Container size="lg" py="md" aria-busy="true" aria-label="Loading the activity">
      <Stack>
        <Skeleton height={44} width="60%" />
        <Skeleton height={360} />
        <Skeleton height={24} width="40%" />
        <Skeleton height={120} />
      </Stack>
    </Container>
  );
}
