import { Container, Skeleton, Stack } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import type { ApiError } from '../../shared/lib/api.ts';
import { mayRetry } from '../../shared/lib/loadFailure.ts';
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
  const texts = useT();
  const { t, say } = texts;
  if (error) {
    const isMissing = error.status === 404 || error.status === 400;
    return (
      <ErrorState
        title={isMissing ? t('catalogue.details.notAvailable') : t('catalogue.details.loadFailed')}
        message={isMissing ? say(messages, 'notFound') : errorText(error, texts)}
        onRetry={mayRetry(error) ? onRetry : undefined}
        isRetrying={isRetrying}
      />
    );
  }
  return (
    <Container size="lg" py="md" aria-busy="true" aria-label={t('catalogue.details.loading')}>
      <Stack>
        <Skeleton height={44} width="60%" />
        <Skeleton height={360} />
        <Skeleton height={24} width="40%" />
        <Skeleton height={120} />
      </Stack>
    </Container>
  );
}
