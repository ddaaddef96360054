import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { settingsTexts } from '@roteiro/domain/settings/schemas';
import { Link, useSearchParams } from 'react-router';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import {
  useConfirmEmailChangeMutation,
  useEmailChangeLinkQuery,
} from '../../features/settings/settingsQueries.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/**
 * /settings/email/confirm?token=, the link e-mailed to a new address. It opens signed in or not (on
 * the phone that reads that inbox); a button makes the change, so mail scanners that open links change nothing.
 */
export function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useEmailChangeLinkQuery(token);
  const confirm = useConfirmEmailChangeMutation();
  const session = useSessionQuery();

  let content: React.ReactNode;
  if (confirm.isSuccess) {
    content = (
      <Alert color="green" role="status" title={confirm.data.message}>
        <Text size="sm">
          You now sign in with <strong style={{ overflowWrap: 'anywhere' }}>{confirm.data.email}</strong>.
        </Text>
        <Anchor component={Link} to={session.data?.user ? '/settings' : '/login'} mt="xs" display="block">
          {session.data?.user ? 'Back to your settings' : 'Sign in'}
        </Anchor>
      </Alert>
    );
  } else if (!token || link.isError) {
    content = (
      <Alert color="red" role="alert">
        {settingsTexts.emailChangeLinkInvalid}
      </Alert>
    );
  } else if (!link.data) {
    content = <PageLoader />;
  } else {
    content = (
      <>
        <Text>
          Use <strong style={{ overflowWrap: 'anywhere' }}>{link.data.email}</strong> as the e-mail of your
          Roteiro account from now on. Your current address will be told.
        </Text>
        {confirm.isError && (
          <Alert color="red" role="alert">
            {confirm.error.message}
          </Alert>
        )}
        <Button
          onClick={() => confirm.mutate(token)}
          loading={confirm.isPending}
          mih={44}
          style={{ alignSelf: 'flex-start' }}
        >
          Confirm new e-mail
        </Button>
      </>
    );
  }

  return (
    <Container size={560} py={{ base: 'lg', sm: 'xl' }}>
      <Card withBorder padding="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            Confirm your new e-mail
          </Title>
          {content}
        </Stack>
      </Card>
    </Container>
  );
}
