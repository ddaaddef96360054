import { Alert, Anchor, Button, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import {
  useReviewInvitationQuery,
  useUnsubscribeReviewsMutation,
} from '../../features/reviews/reviewQueries.ts';
import { refusalTitle } from '../../features/reviews/reviewRefusal.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';

/**
 * /review/:token/unsubscribe — the reminder e-mail's link. A button does it, so that a mail scanner opening the
 * link unsubscribes nobody.
 */
export function ReviewUnsubscribePage() {
  const { token = '' } = useParams();
  const texts = useT();
  const { t, day } = texts;
  const invitation = useReviewInvitationQuery(token);
  const unsubscribe = useUnsubscribeReviewsMutation(token);
  const failure = invitation.error ?? unsubscribe.error;
  const refusal = failure ? refusalTitle(failure) : null;
  const isDone = unsubscribe.isSuccess || invitation.data?.unsubscribed === true;

  return (
    <Container size={560} px="md" py={{ base: 'md', sm: 'xl' }}>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t('common.meta.reviewUnsubscribe.title')}
          </Title>
          {invitation.isPending ? (
            <Skeleton height={120} radius="md" />
          ) : failure && (refusal || !invitation.data) ? (
            <Alert color="red" role="alert" title={refusal ? t(refusal) : undefined}>
              {errorText(failure, texts)}
            </Alert>
          ) : invitation.data && isDone ? (
            <Alert color="green" role="status">
              {t('reviews.unsubscribe.done')}
            </Alert>
          ) : invitation.data ? (
            <>
              <div>
                {invitation.data.eventTitle && <Text fw={700}>{invitation.data.eventTitle}</Text>}
                <Text fw={invitation.data.eventTitle ? 500 : 700}>{invitation.data.activityTitle}</Text>
                <Text c="dimmed">
                  {t('reviews.form.attendedOn', { day: day(invitation.data.attendedOn) })}
                </Text>
              </div>
              <Text>{t('reviews.unsubscribe.intro')}</Text>
              {unsubscribe.isError && <Alert color="red">{errorText(unsubscribe.error, texts)}</Alert>}
              <Button
                onClick={() => unsubscribe.mutate()}
                loading={unsubscribe.isPending}
                mih={44}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('reviews.unsubscribe.button')}
              </Button>
            </>
          ) : null}
          {invitation.data && !invitation.data.review && (
            <Anchor component={Link} to={`/review/${encodeURIComponent(token)}`}>
              {t('reviews.unsubscribe.writeInstead')}
            </Anchor>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
