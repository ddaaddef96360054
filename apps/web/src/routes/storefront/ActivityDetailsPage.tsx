import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { ActivityDetailsView } from '../../features/catalogue-public/ActivityDetailsView.tsx';
import { useActivityDetailsQuery } from '../../features/catalogue-public/catalogueQueries.ts';
import { DetailsState } from '../../features/catalogue-public/DetailsState.tsx';
import { useDocumentTitle } from '../../features/catalogue-public/useDocumentTitle.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { ShareBar } from '../../shared/ui/ShareBar.tsx';

/** /details/:id/:title? — one public activity. */
export function ActivityDetailsPage() {
  const { id = '' } = useParams();
  const details = useActivityDetailsQuery(id);
  useDocumentTitle(details.data?.title);

  if (!details.data) {
    return (
      <DetailsState
        error={details.error}
        onRetry={() => void details.refetch()}
        isRetrying={details.isFetching}
      />
    );
  }
  const activity = details.data;
  return (
    <Container size="lg" pb="xl">
      <BackBar title={activity.title}>
        <ShareBar
          title={activity.title}
          imageUrl={
            activity.cover ? new URL(activity.cover.card, window.location.origin).toString() : undefined
          }
        />
      </BackBar>
      <ActivityDetailsView activity={activity} />
    </Container>
  );
}
