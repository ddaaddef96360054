import { useParams } from 'react-router';
import { ActivityDetailsView } from '../../features/catalogue-public/ActivityDetailsView.tsx';
import { useEventDetailsQuery } from '../../features/catalogue-public/catalogueQueries.ts';
import { DetailsFrame } from '../../features/catalogue-public/DetailsFrame.tsx';
import { useT } from '../../shared/i18n/useT.tsx';

/** /event/:eventId/details/:id/:title? — an event and the activity it runs. */
export function EventDetailsPage() {
  const { eventId = '', id = '' } = useParams();
  const details = useEventDetailsQuery(eventId, id);
  const { locale } = useT();
  return (
    <DetailsFrame details={details}>
      {(event) => (
        <ActivityDetailsView
          // An event's own title left in English counts among the page's English texts: the note says so.
          activity={
            event.contentLocale === locale
              ? event.activity
              : { ...event.activity, englishTexts: [...event.activity.englishTexts, 'event.title'] }
          }
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
