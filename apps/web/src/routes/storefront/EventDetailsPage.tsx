import { Container } from '@mantine/core';
import { formatDay } from '@roteiro/domain/time/format';
import { useParams } from 'react-router';
import { ActivityDetailsView } from '../../features/catalogue-public/ActivityDetailsView.tsx';
import { useEventDetailsQuery } from '../../features/catalogue-public/catalogueQueries.ts';
import { DetailsState } from '../../features/catalogue-public/DetailsState.tsx';
import { useDocumentTitle } from '../../features/catalogue-public/useDocumentTitle.ts';
import { BackBar } from '../../shared/ui/BackBar.tsx';
import { ShareBar } from '../../shared/ui/ShareBar.tsx';

/** /event/:eventId/details/:id/:title? — an event and the activity it runs. */
export function EventDetailsPage() {
  const { eventId = '', id = '' } = useParams();
  const details = useEventDetailsQuery(eventId, id);
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
  const event = details.data;
  return (
    <Container size="lg" pb="xl">
      <BackBar title={event.title}>
        <ShareBar
          title={event.title}
          imageUrl={event.cover ? new URL(event.cover.card, window.location.origin).toString() : undefined}
        />
      </BackBar>
      <ActivityDetailsView
        activity={event.activity}
        event={{
          title: event.title,
          priceCents: event.priceCents,
          dateText: `${formatDay(event.eventDate)} at ${event.eventTime}`,
        }}
      />
    </Container>
  );
}
