import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import {
  useConfirmEmailChangeMutation,
  useEmailChangeLinkQuery,
} from '../../features/settings/settingsQueries.ts';
import { settingsTexts } from '../../features/settings/settingsTexts.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/**
 * /settings/email/confirm?token=, the link e-mailed to a new address. It opens signed in or not (on
 * the phone that reads that inbox); a button makes the change, so mail scanners that open links change nothing.
 */
export function ConfirmEmailChangePage() {
  const texts = useT();
  const { t, say } = texts;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useEmailChangeLinkQuery(token);
  const confirm = useConfirmEmailChangeMutation();
  const session = useSessionQuery();

  let content: React.ReactNode;
  if (confirm.isSuccess) {
    content = (
      <Alert color="green" role="status" title={say(settingsTexts, 'emailChanged')}>
        <Text size="sm">
          <T
            id="account.settings.emailConfirm.done"
            values={{ email: confirm.data.email }}
            components={{ 0: <strong style={{ overflowWrap: 'anywhere' }} /> }}
          />
        </Text>
        <Anchor component={Link} to={session.data?.user ? '/settings' : '/login'} mt="xs" display="block">
          {session.data?.user
            ? t('account.settings.emailConfirm.backToSettings')
            : t('account.settings.emailConfirm.signIn')}
        </Anchor>
      </Alert>
    );
  } else if (!token || link.isError) {
    content = (
      <Alert color="red" role="alert">
        {say(settingsTexts, 'emailChangeLinkInvalid')}
      </Alert>
    );
  } else if (!link.data) {
    content = <PageLoader />;
  } else {
    content = (
      <>
        <Text>
          <T
            id="account.settings.emailConfirm.intro"
            values={{ email: link.data.email }}
            components={{ 0: <strong style={{ overflowWrap: 'anywhere' }} /> }}
          />
        </Text>
        {confirm.isError && (
          <Alert color="red" role="alert">
            {errorText(confirm.error, texts)}
          </Alert>
        )}
        <Button
          onClick={() => confirm.mutate(token)}
          loading={confirm.isPending}
          mih={44}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account.settings.emailConfirm.submit')}
        </Button>
      </>
    );
  }

  return (
    <Container size={560} py={{ base: 'lg', sm: 'xl' }}>
      <Card withBorder padding="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t('account.settings.emailConfirm.title')}
          </Title>
          {content}
        </Stack>
      </Card>
    </Container>
  );
}
