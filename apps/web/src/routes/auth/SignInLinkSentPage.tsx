import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { IconMailOpened } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { AuthFrame } from '../../shared/ui/AuthFrame.tsx';

const emailFromState = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : null;

/** After asking for a sign-in link: where to look next. */
export function SignInLinkSentPage() {
  const email = emailFromState(useLocation().state);
  return (
    <AuthFrame>
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
          Open the link in the e-mail to sign in. If it does not arrive in a few minutes, check your spam
          folder or ask for a new one.
        </Text>
        <Button component={Link} to="/login" variant="light" fullWidth>
          Back to sign in
        </Button>
        <Anchor component={Link} to="/home" size="sm">
          Back to Roteiro
        </Anchor>
      </Stack>
    </AuthFrame>
  );
}
