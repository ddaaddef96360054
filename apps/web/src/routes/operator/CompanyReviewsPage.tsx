import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ReplyForm } from '../../features/reviews/ReplyForm.tsx';
import { ReviewCard } from '../../features/reviews/ReviewCard.tsx';
import { ReviewList } from '../../features/reviews/ReviewList.tsx';
import { useCompanyReviewsQuery } from '../../features/reviews/reviewQueries.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../shared/lib/useTableParams.ts';

/** /company/reviews: the reviews of the tours the company ran, newest first, each with its reply (once, editable). */
export function CompanyReviewsPage() {
  const texts = useT();
  const { t } = texts;
  const { page, setPage } = useTableParams();
  const reviews = useCompanyReviewsQuery(page);
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('reviews.company.title')}</Title>
        <Text c="dimmed">{t('reviews.company.intro')}</Text>
        <ReviewList
          label={t('reviews.company.tableLabel')}
          data={reviews.data}
          isLoading={reviews.isFetching}
          error={reviews.error ? errorText(reviews.error, texts) : undefined}
          errorTitle={t('reviews.company.listFailed')}
          onRetry={retryFor(reviews)}
          emptyText={t('reviews.company.empty')}
          page={page}
          onPageChange={setPage}
          rowKey={(review) => review.id}
          renderRow={(review) => (
            <ReviewCard
              review={review}
              header={
                <Group gap="xs" wrap="wrap">
                  <Text fw={700}>{review.activityTitle}</Text>
                  {review.hidden && <Badge color="gray">{t('reviews.company.hidden')}</Badge>}
                </Group>
              }
              replySlot={<ReplyForm reviewId={review.id} reply={review.reply} />}
            />
          )}
        />
      </Stack>
    </Container>
  );
}
