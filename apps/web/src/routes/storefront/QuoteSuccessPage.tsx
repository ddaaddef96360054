import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** /concierge/quote/success — the confirmation after a quote request was sent (quote-request-sent). */
export function QuoteSuccessPage() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" color="green" variant="light" aria-hidden>
          <IconMailCheck size={40} />
        </ThemeIcon>
        <Title order={1}>Your quote request has been sent</Title>
        <Text c="dimmed">
          Thank you! Our team will read it and reply by e-mail with a plan and a quote, usually within two
          working days.
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/discover">
            Browse activities
          </Button>
          <Button component={Link} to="/home" variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
