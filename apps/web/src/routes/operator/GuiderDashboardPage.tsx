import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ActivityInProgressPanel } from '../../features/checkin/ActivityInProgressPanel.tsx';
import { TodayActivities } from '../../features/scheduling/TodayActivities.tsx';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { useProfileQuery } from '../../features/settings/settingsQueries.ts';
import { useT } from '../../shared/i18n/useT.tsx';

/** `/guider/dashboard` (operations.md §2): welcome, the profile prompt, today's activities. */
export function GuiderDashboardPage() {
  const { t } = useT();
  const user = useSessionQuery().data?.user;
  const profile = useProfileQuery().data;
  const isCompany = user?.role === 'company';
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Title order={1}>{t('planning.dashboard.welcome', { name: user?.name ?? '' })}</Title>
        {profile && !profile.messagingId && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title={t('planning.dashboard.completeProfile')}
          >
            <Text size="sm">
              {t('planning.dashboard.addMessagingId')}{' '}
              <Anchor component={Link} to="/guider/settings/basic-information" size="sm" fw={600}>
                {t('planning.dashboard.completeProfile')}
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
