import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { newsletterTexts } from '@roteiro/domain/newsletter/newsletter';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../shared/lib/api.ts';

type TAction = 'confirm' | 'unsubscribe';

const COPY: Record<TAction, { title: string; intro: string; button: string; done: string }> = {
  confirm: {
    title: 'Confirm your subscription',
    intro: 'Confirm that you want the Roteiro newsletter at this address:',
    button: 'Confirm my subscription',
    done: newsletterTexts.confirmed,
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    intro: 'Stop sending the Roteiro newsletter to this address:',
    button: 'Unsubscribe',
    done: newsletterTexts.unsubscribed,
  },
};

/**
 * /newsletter/confirm and /newsletter/unsubscribe, the links of the newsletter e-mails. A button does the
 * change, so that mail scanners opening the link do not confirm or unsubscribe anyone.
 */
export function NewsletterLinkPage({ action }: { action: TAction }) {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const copy = COPY[action];
  const change = useMutation({ mutationFn: () => api.post(`/api/newsletter/${action}`, { email, token }) });

  return (
    <Container size={560} py={{ base: 'lg', sm: 'xl' }}>
      <Card withBorder padding="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {copy.title}
          </Title>
          {!email || !token ? (
            <Alert color="red">{newsletterTexts.invalidLink}</Alert>
          ) : change.isSuccess ? (
            <Alert color="green" role="status" title={copy.done}>
              <Link to="/discover">Browse the tours</Link>
            </Alert>
          ) : (
            <>
              <Text>
                {copy.intro} <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>
              </Text>
              {change.isError && <Alert color="red">{change.error.message}</Alert>}
              <Button
                onClick={() => change.mutate()}
                loading={change.isPending}
                style={{ alignSelf: 'flex-start' }}
              >
                {copy.button}
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}

export const NewsletterConfirmPage = () => <NewsletterLinkPage action="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;
