import { Alert, Anchor, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { activityPath } from '@roteiro/domain/catalogue/storefront';
import type { TReviewInvitation } from '@roteiro/domain/reviews/schemas';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ReviewForm } from '../../features/reviews/ReviewForm.tsx';
import { useReviewInvitationQuery, useSaveReviewMutation } from '../../features/reviews/reviewQueries.ts';
import { refusalTitle } from '../../features/reviews/reviewRefusal.ts';
import { StarsDisplay } from '../../features/reviews/StarsDisplay.tsx';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

/** What the traveller reviews: the event they booked (if any), its activity and the day they were there. */
function Attended({ invitation }: { invitation: TReviewInvitation }) {
  const { t, day } = useT();
  return (
    <div>
      {invitation.eventTitle && (
        <Text fw={700} fz="lg">
          {invitation.eventTitle}
        </Text>
      )}
      <Text fw={invitation.eventTitle ? 500 : 700} fz={invitation.eventTitle ? 'md' : 'lg'}>
        <Anchor
          component={Link}
          to={activityPath({ id: invitation.activityId, title: invitation.activityTitle })}
        >
          {invitation.activityTitle}
        </Anchor>
      </Text>
      <Text c="dimmed">{t('reviews.form.attendedOn', { day: day(invitation.attendedOn) })}</Text>
    </div>
  );
}

/**
 * /review/:token — the link of the invitation e-mail, opened on a phone: the traveller writes the review, or edits
 * it for 30 days. An altered or expired link, a traveller whose ticket was not scanned, a review already written or
 * no longer editable: each says so.
 */
export function WriteReviewPage() {
  const { token = '' } = useParams();
  const texts = useT();
  const { t, day } = texts;
  const invitation = useReviewInvitationQuery(token);
  const save = useSaveReviewMutation(token, invitation.data?.activityId);
  const [saved, setSaved] = useState<'published' | 'saved' | null>(null);
  const data = invitation.data;
  const review = data?.review ?? null;

  let body: React.ReactNode;
  if (invitation.isPending) {
    body = <Skeleton height={420} radius="md" />;
  } else if (invitation.isError) {
    const refusal = refusalTitle(invitation.error);
    body = refusal ? (
      <Alert color="red" title={t(refusal)} role="alert">
        <Stack gap="xs">
          <Text>{errorText(invitation.error, texts)}</Text>
          <Anchor component={Link} to="/discover">
            {t('reviews.refusal.browse')}
          </Anchor>
        </Stack>
      </Alert>
    ) : (
      <ErrorState
        title={t('reviews.form.loadFailed')}
        message={errorText(invitation.error, texts)}
        onRetry={retryFor(invitation)}
        isRetrying={invitation.isFetching}
      />
    );
  } else if (data && review && !data.canEdit) {
    // Written more than 30 days ago: the review as it stands, no form.
    body = (
      <Stack gap="md">
        <Attended invitation={data} />
        <Alert color="yellow" title={t('reviews.refusal.reviewEditClosed')} role="status">
          <StarsDisplay stars={review.stars} />
          <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.text}
          </Text>
        </Alert>
      </Stack>
    );
  } else if (data) {
    body = (
      <Stack gap="lg">
        <Attended invitation={data} />
        {saved ? (
          <Alert color="green" role="status" title={t(`reviews.form.${saved}`)}>
            <Anchor component={Link} to={activityPath({ id: data.activityId, title: data.activityTitle })}>
              {t('reviews.form.seeActivity')}
            </Anchor>
          </Alert>
        ) : (
          <Text>{t('reviews.form.greeting', { name: data.travellerName })}</Text>
        )}
        {review && data.editableUntil && (
          <Text fz="sm" c="dimmed">
            {t('reviews.form.editableUntil', { day: day(data.editableUntil) })}
          </Text>
        )}
        <ReviewForm
          // A saved review starts its form again from what the server kept.
          key={review?.updatedAt ?? 'new'}
          review={review}
          isSaving={save.isPending}
          error={save.error}
          onSave={(values, { onError }) =>
            save.mutate(
              { body: values, isEdit: review !== null },
              {
                onSuccess: () => setSaved(review ? 'saved' : 'published'),
                onError: (failure) => {
                  setSaved(null);
                  onError(failure);
                },
              },
            )
          }
        />
      </Stack>
    );
  }

  return (
    <Container size={560} px="md" py={{ base: 'md', sm: 'xl' }}>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {review ? t('reviews.form.editHeading') : t('reviews.form.heading')}
          </Title>
          {body}
        </Stack>
      </Card>
    </Container>
  );
}
