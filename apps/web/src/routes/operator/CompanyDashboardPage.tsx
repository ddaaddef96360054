import { Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';

/** The company's dashboard (first version): a welcome and the way to its employees. */
export function CompanyDashboardPage() {
  const user = useSessionQuery().data?.user;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Title order={1}>Welcome, {user?.name}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Card
            component={Link}
            to="/company/employees"
            style={{ textDecoration: 'none', color: 'inherit' }}
            aria-label="Manage employees"
          >
            <Group justify="space-between" wrap="nowrap" gap="md">
              <Group wrap="nowrap" gap="md">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  <IconUsers size={26} />
                </ThemeIcon>
                <div>
                  <Text fw={700} size="lg">
                    Manage employees
                  </Text>
                  <Text size="sm" c="dimmed">
                    Invite your guides and follow their tours.
                  </Text>
                </div>
              </Group>
              <IconChevronRight size={20} aria-hidden />
            </Group>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
