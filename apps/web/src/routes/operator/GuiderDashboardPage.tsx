import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ActivityInProgressPanel } from '../../features/checkin/ActivityInProgressPanel.tsx';
import { TodayActivities } from '../../features/scheduling/TodayActivities.tsx';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { useProfileQuery } from '../../features/settings/settingsQueries.ts';

/** `/guider/dashboard` (operations.md §2): welcome, the profile prompt, today's activities. */
export function GuiderDashboardPage() {
  const user = useSessionQuery().data?.user;
  const profile = useProfileQuery().data;
  const isCompany = user?.role === 'company';
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Title order={1}>Welcome, {user?.name}</Title>
        {profile && !profile.messagingId && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title="Complete your profile"
          >
            <Text size="sm">
              Add your messaging ID so we can send you your tours' updates.{' '}
              <Anchor component={Link} to="/guider/settings/basic-information" size="sm" fw={600}>
                Complete your profile
              </Anchor>
            </Text>
          </Alert>
        )}
        <ActivityInProgressPanel />
        <TodayActivities
          viewer={isCompany ? 'company' : 'employee'}
          seeAllPath={isCompany ? '/company/upcoming' : '/guider/upcoming'}
        />
      </Stack>
    </Container>
  );
}
