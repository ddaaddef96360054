import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { IconMailOpened } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { AuthFrame } from '../../shared/ui/AuthFrame.tsx';

const emailFromState = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : null;

/** After asking for a sign-in link: where to look next. */
export function SignInLinkSentPage() {
  const { t, say } = useT();
  const email = emailFromState(useLocation().state);
  return (
    <AuthFrame>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="terracotta" aria-hidden>
          <IconMailOpened size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('account.linkSent.title')}
        </Title>
        <Text>{say(messages, 'signInLinkSent')}</Text>
        {email && (
          <Text size="sm" c="dimmed">
            <T id="account.linkSent.onItsWay" values={{ email }} components={{ 0: <strong /> }} />
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('account.linkSent.openLink')}
        </Text>
        <Button component={Link} to="/login" variant="light" fullWidth>
          {t('account.linkSent.backToSignIn')}
        </Button>
        <Anchor component={Link} to="/home" size="sm">
          {t('account.backToRoteiro')}
        </Anchor>
      </Stack>
    </AuthFrame>
  );
}
