import { useParams } from 'react-router';
import { ActivityDetailsView } from '../../features/catalogue-public/ActivityDetailsView.tsx';
import { useActivityDetailsQuery } from '../../features/catalogue-public/catalogueQueries.ts';
import { DetailsFrame } from '../../features/catalogue-public/DetailsFrame.tsx';

/** /details/:id/:title? — one public activity. */
export function ActivityDetailsPage() {
  const { id = '' } = useParams();
  const details = useActivityDetailsQuery(id);
  return (
    <DetailsFrame details={details}>{(activity) => <ActivityDetailsView activity={activity} />}</DetailsFrame>
  );
}
