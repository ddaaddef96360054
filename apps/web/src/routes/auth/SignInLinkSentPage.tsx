import { Anchor, Box, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { IconMailOpened } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../shared/ui/Logo.tsx';

const emailFromState = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : null;

/** After asking for a sign-in link: where to look next. */
export function SignInLinkSentPage() {
  const email = emailFromState(useLocation().state);
  return (
    <Box className="azulejo-pattern" mih="100dvh" py={{ base: 24, sm: 56 }} px="md">
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Logo to="/home" inverted />
          </Center>
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="lg">
            <Stack gap="md" align="center" ta="center">
              <ThemeIcon size={64} radius="xl" variant="light" color="terracotta" aria-hidden>
                <IconMailOpened size={34} />
              </ThemeIcon>
              <Title order={1} size="h2">
                Check your inbox
              </Title>
              <Text>{messages.signInLinkSent}</Text>
              {email && (
                <Text size="sm" c="dimmed">
                  It is on its way to <strong>{email}</strong>.
                </Text>
              )}
              <Text size="sm" c="dimmed">
                Open the link in the e-mail to sign in. If it does not arrive in a few minutes, check your
                spam folder or ask for a new one.
              </Text>
              <Button component={Link} to="/login" variant="light" fullWidth>
                Back to sign in
              </Button>
              <Anchor component={Link} to="/home" size="sm">
                Back to Roteiro
              </Anchor>
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
