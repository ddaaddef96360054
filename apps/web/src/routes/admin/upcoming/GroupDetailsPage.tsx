import { Container, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { GroupDetailsView } from '../../../features/scheduling/GroupDetailsView.tsx';
import { useGroupDetailsQuery } from '../../../features/scheduling/schedulingQueries.ts';
import { recordLoadMessage, retryFor } from '../../../shared/lib/loadFailure.ts';
import { BackBar } from '../../../shared/ui/BackBar.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';

/** `/{activityGroup}/details` (admin): one group's bookings, participants, companies, wait-list and runs. */
export function GroupDetailsPage() {
  const groupId = useParams().activityGroup ?? '';
  const details = useGroupDetailsQuery(groupId);
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} px="md">
      <Stack gap="lg">
        <BackBar to="/admin/upcoming" title={details.data?.group.title ?? 'Activity group'} />
        {details.isPending && <Skeleton height={240} radius="md" />}
        {details.isError && (
          <ErrorState
            title="This activity could not be loaded"
            message={recordLoadMessage(details.error)}
            onRetry={retryFor(details)}
          />
        )}
        {details.data && <GroupDetailsView details={details.data} />}
      </Stack>
    </Container>
  );
}
