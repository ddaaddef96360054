import { Badge, Button, Container, Group, List, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { ADMIN_REVIEW_STATUSES, type TAdminReview } from '@roteiro/domain/reviews/schemas';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { HideReviewModal } from '../../../features/reviews/HideReviewModal.tsx';
import { ReviewCard } from '../../../features/reviews/ReviewCard.tsx';
import { ReviewList } from '../../../features/reviews/ReviewList.tsx';
import { useAdminReviewsQuery, useModerateReviewMutation } from '../../../features/reviews/reviewQueries.ts';
import { errorText } from '../../../shared/i18n/errorText.ts';
import { useT } from '../../../shared/i18n/useT.tsx';
import { retryFor } from '../../../shared/lib/loadFailure.ts';
import { useTableParams } from '../../../shared/lib/useTableParams.ts';
import { toast } from '../../../shared/ui/toasts.ts';

type TStatus = (typeof ADMIN_REVIEW_STATUSES)[number];
const isStatus = (value: string | null): value is TStatus =>
  (ADMIN_REVIEW_STATUSES as readonly (string | null)[]).includes(value);

/** A review as the admin sees it: the activity, its reports and, when hidden, when and why. */
function AdminReviewHeader({ review }: { review: TAdminReview }) {
  const { t, day } = useT();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text fw={700}>{review.activityTitle}</Text>
        {review.hiddenAt ? (
          <Badge color="gray">{t('reviews.admin.statuses.hidden')}</Badge>
        ) : (
          <Badge color="green">{t('reviews.admin.visible')}</Badge>
        )}
        {review.reportCount > 0 && (
          <Badge color="red" variant="light">
            {t('reviews.admin.reportCount', { count: review.reportCount })}
          </Badge>
        )}
      </Group>
      {review.hiddenAt && (
        <Text fz="sm" c="dimmed">
          {t('reviews.admin.hiddenOn', { day: day(review.hiddenAt), reason: review.hiddenReason ?? '' })}
        </Text>
      )}
      {review.reports.length > 0 && (
        <List size="sm" spacing={2} aria-label={t('reviews.admin.reports')}>
          {review.reports.map((report) => (
            <List.Item key={`${report.createdAt}-${report.reason}`}>
              <Text span fz="sm" c="dimmed">
                {day(report.createdAt)}:{' '}
              </Text>
              <Text span fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {report.reason}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** /admin/reviews: reported (and hidden) reviews; Hide asks for a reason, Restore publishes a hidden one again. */
export function AdminReviewsPage() {
  const texts = useT();
  const { t } = texts;
  const { page, setPage } = useTableParams();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: TStatus = isStatus(requested) ? requested : 'reported';
  const reviews = useAdminReviewsQuery(status, page);
  const moderate = useModerateReviewMutation();
  const [hiding, setHiding] = useState<string | null>(null);

  const handleRestore = (review: TAdminReview) =>
    moderate.mutate(
      { reviewId: review.id, action: 'restore' },
      {
        onSuccess: () => toast.success(t('reviews.admin.restored')),
        onError: (failure) => toast.danger(errorText(failure, texts)),
      },
    );

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('reviews.admin.title')}</Title>
        <Text c="dimmed">{t('reviews.admin.intro')}</Text>
        <SegmentedControl
          aria-label={t('reviews.admin.status')}
          value={status}
          onChange={(value) =>
            setParams((current) => {
              current.set('status', value);
              current.delete('page');
              return current;
            })
          }
          data={ADMIN_REVIEW_STATUSES.map((value) => ({
            value,
            label: t(`reviews.admin.statuses.${value}`),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
        <ReviewList
          label={t('reviews.admin.tableLabel')}
          data={reviews.data}
          isLoading={reviews.isFetching}
          error={reviews.error ? errorText(reviews.error, texts) : undefined}
          errorTitle={t('reviews.admin.listFailed')}
          onRetry={retryFor(reviews)}
          emptyText={t('reviews.admin.empty')}
          page={page}
          onPageChange={setPage}
          rowKey={(review) => review.id}
          renderRow={(review) => (
            <ReviewCard
              review={review}
              header={<AdminReviewHeader review={review} />}
              actions={
                review.hiddenAt ? (
                  <Button
                    variant="light"
                    mih={44}
                    onClick={() => handleRestore(review)}
                    loading={moderate.isPending && moderate.variables?.reviewId === review.id}
                    aria-label={t('reviews.admin.restoreLabel', { author: review.authorName })}
                  >
                    {t('reviews.admin.restore')}
                  </Button>
                ) : (
                  <Button
                    color="red"
                    variant="light"
                    mih={44}
                    onClick={() => setHiding(review.id)}
                    aria-label={t('reviews.admin.hideLabel', { author: review.authorName })}
                  >
                    {t('reviews.admin.hide')}
                  </Button>
                )
              }
            />
          )}
        />
      </Stack>
      {hiding && <HideReviewModal reviewId={hiding} onClose={() => setHiding(null)} />}
    </Container>
  );
}
