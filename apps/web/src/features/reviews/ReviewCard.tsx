import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { TPublicReview } from '@roteiro/domain/reviews/schemas';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { StarsDisplay } from './StarsDisplay.tsx';

type TReviewCardProps = {
  review: TPublicReview;
  /** Above the review (the activity it is of, in the company's and the admin's lists). */
  header?: ReactNode;
  /** Under the review and its reply: the buttons of the page that shows it. */
  actions?: ReactNode;
  /** What to show instead of the company's reply (the company's own reply form). */
  replySlot?: ReactNode;
};

/** One review: stars, author, the day they were there, the text, the optional ratings and the company's reply. */
export function ReviewCard({ review, header, actions, replySlot }: TReviewCardProps) {
  const { t, day, locale } = useT();
  const aspects = (
    [
      ['reviews.form.guide', review.guideStars],
      ['reviews.form.value', review.valueStars],
      ['reviews.form.organisation', review.organisationStars],
    ] as const
  ).flatMap(([name, stars]) =>
    stars === null ? [] : [t('reviews.section.aspect', { name: t(name), stars })],
  );
  return (
    <Stack gap="xs" component="article" data-testid="review">
      {header}
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <StarsDisplay stars={review.stars} />
        <Text fz="sm" c="dimmed">
          {day(review.createdAt)}
        </Text>
      </Group>
      <div>
        <Text fw={600}>{review.authorName}</Text>
        <Text fz="sm" c="dimmed">
          {t('reviews.section.attendedOn', { day: day(review.attendedOn) })}
        </Text>
      </div>
      <Text
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        lang={review.language !== locale ? review.language : undefined}
      >
        {review.text}
      </Text>
      {aspects.length > 0 && (
        <Text fz="sm" c="dimmed">
          {aspects.join(' · ')}
        </Text>
      )}
      {replySlot ??
        (review.reply && (
          <Paper bg="gray.0" p="sm" radius="sm" ml={{ base: 'sm', sm: 'lg' }} withBorder>
            <Text fz="sm" fw={600}>
              {t('reviews.section.replyFrom', { company: review.reply.companyName })}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.reply.text}
            </Text>
          </Paper>
        ))}
      {actions && <Box>{actions}</Box>}
    </Stack>
  );
}
