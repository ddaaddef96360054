import { Container, Stack, Title } from '@mantine/core';
import { UpcomingList } from '../../features/scheduling/UpcomingList.tsx';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { useGuideOfflineApp, usePrefetchTodayManifests } from '../../pwa/useGuideOfflineApp.ts';
import { useT } from '../../shared/i18n/useT.tsx';

/**
 * `/company/upcoming` and `/guider/upcoming`: the company's groups; only the company unschedules. Opening it
 * keeps the guide's app and today's manifests on the phone for a dead zone later.
 */
export function UpcomingActivitiesPage() {
  useGuideOfflineApp();
  usePrefetchTodayManifests();
  const { t } = useT();
  const role = useSessionQuery().data?.user?.role;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px="md">
      <Stack gap="lg">
        <Title order={1}>{t('planning.upcoming.title')}</Title>
        <UpcomingList viewer={role === 'company' ? 'company' : 'employee'} />
      </Stack>
    </Container>
  );
}
