import { Container, Skeleton, Stack } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { useParams } from 'react-router';
import { GroupDetailsView } from '../../../features/scheduling/GroupDetailsView.tsx';
import { useGroupDetailsQuery } from '../../../features/scheduling/schedulingQueries.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { BackBar } from '../../../shared/ui/BackBar.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';

/** `/{activityGroup}/details` (admin): one group's bookings, participants, companies, wait-list and runs. */
export function GroupDetailsPage() {
  const texts = useT();
  const { t, say } = texts;
  const groupId = useParams().activityGroup ?? '';
  const details = useGroupDetailsQuery(groupId);
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} px="md">
      <Stack gap="lg">
        <BackBar to="/admin/upcoming" title={details.data?.group.title ?? t('admin.upcoming.group')} />
        {details.isPending && <Skeleton height={240} radius="md" />}
        {details.isError && (
          <ErrorState
            title={t('admin.upcoming.loadFailed')}
            // An id the server refuses as malformed (400) names nothing, as one it does not know (recordLoadMessage).
            message={
              details.error.status === 400 ? say(messages, 'notFound') : errorText(details.error, texts)
            }
            onRetry={retryFor(details)}
          />
        )}
        {details.data && <GroupDetailsView details={details.data} />}
      </Stack>
    </Container>
  );
}
