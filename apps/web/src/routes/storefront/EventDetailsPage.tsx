import { useParams } from 'react-router';
import { ActivityDetailsView } from '../../features/catalogue-public/ActivityDetailsView.tsx';
import { useEventDetailsQuery } from '../../features/catalogue-public/catalogueQueries.ts';
import { DetailsFrame } from '../../features/catalogue-public/DetailsFrame.tsx';

/** /event/:eventId/details/:id/:title? — an event and the activity it runs. */
export function EventDetailsPage() {
  const { eventId = '', id = '' } = useParams();
  const details = useEventDetailsQuery(eventId, id);
  return (
    <DetailsFrame details={details}>
      {(event) => (
        <ActivityDetailsView
          activity={event.activity}
          event={{
            id: event.id,
            title: event.title,
            day: event.eventDate,
            time: event.eventTime,
            priceCents: event.priceCents,
          }}
        />
      )}
    </DetailsFrame>
  );
}
