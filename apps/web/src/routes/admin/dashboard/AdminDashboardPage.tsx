import {
  Anchor,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAffiliate, IconKey, IconMap2, IconUsersGroup } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { RegistrationCodeModal } from '../../../features/admin/RegistrationCodeModal.tsx';

type TTileProps = { icon: ReactNode; title: string; text: string };

function TileContent({ icon, title, text }: TTileProps) {
  return (
    <Card withBorder padding="lg" h="100%">
      <Stack gap="xs">
        {icon}
        <Text fw={700} size="lg">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Card>
  );
}

/** Admin dashboard tiles (operations.md §2): Manage guiders, Manage activities, Affiliates program, Generate code. */
export function AdminDashboardPage() {
  const [isCodeModalOpen, setIsCodeModalOpen] = useState(false);
  const icon = { size: 32, stroke: 1.6, 'aria-hidden': true, color: 'var(--mantine-primary-color-filled)' };
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>Dashboard</Title>
          <Anchor
            component={Link}
            to="/settings"
            mih={44}
            display="inline-flex"
            style={{ alignItems: 'center' }}
          >
            Account settings
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <UnstyledButton component={Link} to="/admin/guiders">
            <TileContent
              icon={<IconUsersGroup {...icon} />}
              title="Manage guiders"
              text="Guider companies and their payment history."
            />
          </UnstyledButton>
          <UnstyledButton component={Link} to="/admin/activities">
            <TileContent
              icon={<IconMap2 {...icon} />}
              title="Manage activities"
              text="Create and edit activities, events and tickets."
            />
          </UnstyledButton>
          <UnstyledButton component={Link} to="/admin/affiliates">
            <TileContent
              icon={<IconAffiliate {...icon} />}
              title="Affiliates program"
              text="Affiliates, their codes and payment accounts."
            />
          </UnstyledButton>
          <UnstyledButton onClick={() => setIsCodeModalOpen(true)}>
            <TileContent
              icon={<IconKey {...icon} />}
              title="Generate code"
              text="Send a company the code to register as a guider."
            />
          </UnstyledButton>
        </SimpleGrid>
      </Stack>
      <RegistrationCodeModal opened={isCodeModalOpen} onClose={() => setIsCodeModalOpen(false)} />
    </Container>
  );
}
