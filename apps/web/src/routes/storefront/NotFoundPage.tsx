import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { IconCompass } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Any path the app does not know, inside or outside a guarded area. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <IconCompass size={56} stroke={1.4} color="var(--mantine-color-azulejo-6)" aria-hidden />
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">{messages.notFound}</Text>
        <Button component={Link} to="/home" mt="sm">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
