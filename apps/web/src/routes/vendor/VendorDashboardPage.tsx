import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { Avatar } from '../../shared/ui/Avatar.tsx';

/** The vendor's home. Ticket generation and scanning arrive with the ticketing issue. */
export function VendorDashboardPage() {
  const user = useSessionQuery().data?.user;
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        {user && (
          <Card withBorder>
            <Stack gap="sm" align="flex-start">
              <Avatar name={user.name} image={user.image} size={56} isDecorative />
              <Title order={1}>Welcome, {user.name}</Title>
              <Text c="dimmed">
                You are signed in as a ticket vendor. Selling and scanning tickets will appear here as soon as
                they are available for vendors.
              </Text>
              <Anchor
                component={Link}
                to="/settings"
                mih={44}
                display="inline-flex"
                style={{ alignItems: 'center' }}
              >
                Account settings
              </Anchor>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
