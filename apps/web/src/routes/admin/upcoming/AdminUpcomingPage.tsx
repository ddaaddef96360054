import { Container, Stack, Title } from '@mantine/core';
import { UpcomingList } from '../../../features/scheduling/UpcomingList.tsx';
import { useT } from '../../../shared/i18n/useT.tsx';

/** `/admin/upcoming`: every group, with the Needs attention tab first. */
export function AdminUpcomingPage() {
  const { t } = useT();
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} px="md">
      <Stack gap="lg">
        <Title order={1}>{t('admin.upcoming.title')}</Title>
        <UpcomingList viewer="admin" />
      </Stack>
    </Container>
  );
}
