import { Container, Stack, Title } from '@mantine/core';
import { UpcomingList } from '../../../features/scheduling/UpcomingList.tsx';

/** `/admin/upcoming`: every group, with the Needs attention tab first. */
export function AdminUpcomingPage() {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} px="md">
      <Stack gap="lg">
        <Title order={1}>Upcoming activities</Title>
        <UpcomingList viewer="admin" />
      </Stack>
    </Container>
  );
}
