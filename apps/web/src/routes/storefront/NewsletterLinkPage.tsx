import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { newsletterTexts } from '@roteiro/domain/newsletter/newsletter';
import { newsletterApi } from '@roteiro/domain/newsletter/newsletter.api';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';

type TAction = 'confirm' | 'unsubscribe';

/** Each page's words (`forms.newsletter.<action>`, the page title `common.meta`) and its outcome. */
const COPY = {
  confirm: { title: 'common.meta.newsletterConfirm.title', done: 'confirmed' },
  unsubscribe: { title: 'common.meta.newsletterUnsubscribe.title', done: 'unsubscribed' },
} as const satisfies Record<TAction, { title: string; done: keyof typeof newsletterTexts }>;

/**
 * /newsletter/confirm and /newsletter/unsubscribe, the links of the newsletter e-mails. A button does the
 * change, so that mail scanners opening the link do not confirm or unsubscribe anyone.
 */
export function NewsletterLinkPage({ action }: { action: TAction }) {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const texts = useT();
  const { t, say } = texts;
  const copy = COPY[action];
  const change = useMutation({ mutationFn: () => call(newsletterApi[action], { body: { email, token } }) });

  return (
    <Container size={560} py={{ base: 'lg', sm: 'xl' }}>
      <Card withBorder padding="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t(copy.title)}
          </Title>
          {!email || !token ? (
            <Alert color="red">{say(newsletterTexts, 'invalidLink')}</Alert>
          ) : change.isSuccess ? (
            <Alert color="green" role="status" title={say(newsletterTexts, copy.done)}>
              <Link to="/discover">{t('forms.newsletter.browse')}</Link>
            </Alert>
          ) : (
            <>
              <Text>
                {t(`forms.newsletter.${action}.intro`)}{' '}
                <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>
              </Text>
              {change.isError && <Alert color="red">{errorText(change.error, texts)}</Alert>}
              <Button
                onClick={() => change.mutate()}
                loading={change.isPending}
                style={{ alignSelf: 'flex-start' }}
              >
                {t(`forms.newsletter.${action}.button`)}
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
