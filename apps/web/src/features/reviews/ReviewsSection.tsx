import {
  Box,
  Button,
  Chip,
  Divider,
  Group,
  Pagination,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { LOCALES, type TLocale } from '@roteiro/domain/i18n/locale';
import { distributionPercents } from '@roteiro/domain/reviews/rules';
import type { TReviewSummary } from '@roteiro/domain/reviews/schemas';
import { IconFlag, IconStarFilled } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { decimals } from '../../shared/i18n/decimals.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { T, useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { ReportReviewModal } from './ReportReviewModal.tsx';
import { ReviewCard } from './ReviewCard.tsx';
import { languageLabelId } from './reviewLanguages.ts';
import { useActivityReviewsQuery } from './reviewQueries.ts';

const HEADING_ID = 'section-reviews';

/** The figures of the published reviews: average (2 decimals, as the card), count and a bar per star. */
function Summary({ summary }: { summary: TReviewSummary }) {
  const { t, locale } = useT();
  const percents = distributionPercents(summary.distribution);
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Stack gap={2} data-testid="reviews-summary">
        {summary.average !== null && (
          <Group gap={6} wrap="nowrap">
            <IconStarFilled size={24} color="var(--mantine-color-yellow-7)" aria-hidden />
            <Text fz="lg">
              <T
                id="reviews.section.average"
                values={{ average: decimals(summary.average, locale) }}
                components={{ 0: <Text span fw={700} fz={28} /> }}
              />
            </Text>
          </Group>
        )}
        <Text c="dimmed">{t('reviews.section.count', { count: summary.count })}</Text>
      </Stack>
      {summary.count > 0 && (
        <Box style={{ flex: '1 1 220px', maxWidth: 420 }}>
          <Text fz="sm" fw={600} mb={4} id="reviews-distribution">
            {t('reviews.section.distribution')}
          </Text>
          <Stack
            component="ul"
            gap={4}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="reviews-distribution"
          >
            {([5, 4, 3, 2, 1] as const).map((stars) => (
              <Group component="li" key={stars} gap="xs" wrap="nowrap">
                <Text fz="sm" w={72} style={{ flexShrink: 0 }}>
                  {t('reviews.section.distributionRow', { stars })}
                </Text>
                <Progress
                  value={percents[stars]}
                  color="yellow.7"
                  size="md"
                  style={{ flex: 1 }}
                  aria-hidden
                />
                <Text fz="sm" w={72} ta="right" style={{ flexShrink: 0 }}>
                  {t('reviews.section.distributionValue', {
                    count: summary.distribution[stars],
                    percent: percents[stars],
                  })}
                </Text>
              </Group>
            ))}
          </Stack>
        </Box>
      )}
    </Group>
  );
}

/**
 * The reviews of an activity's details page, loaded when the reader scrolls near them: the figures, a language
 * filter, the reviews newest first (10 a page), each with the company's reply and a Report button.
 */
export function ReviewsSection({ activityId }: { activityId: string }) {
  const texts = useT();
  const { t } = texts;
  const [page, setPage] = useState(1);
  const [language, setLanguage] = useState<TLocale | undefined>(undefined);
  const [reporting, setReporting] = useState<string | null>(null);
  const top = useRef<HTMLElement>(null);
  const reviews = useActivityReviewsQuery(activityId, page, language);
  const data = reviews.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const handlePageChange = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Box component="section" aria-labelledby={HEADING_ID} ref={top} data-testid="reviews-section">
      <Title order={2} size="h3" id={HEADING_ID} mb="xs">
        {t('reviews.section.title')}
      </Title>
      {reviews.isError && !data ? (
        <ErrorState
          title={t('reviews.section.loadFailed')}
          message={errorText(reviews.error, texts)}
          onRetry={retryFor(reviews)}
          isRetrying={reviews.isFetching}
        />
      ) : !data ? (
        <Stack gap="sm" aria-busy>
          <Text c="dimmed">{t('reviews.section.loading')}</Text>
          <Skeleton height={120} radius="md" />
        </Stack>
      ) : (
        <Stack gap="lg">
          <Summary summary={data.summary} />
          {data.summary.count > 0 && (
            <Text fz="sm" c="dimmed">
              {t('reviews.section.onlyAttended')}
            </Text>
          )}
          {data.summary.count > 0 && (
            <Chip.Group
              value={language ?? 'all'}
              onChange={(value) => {
                setLanguage(value === 'all' ? undefined : (value as TLocale));
                setPage(1);
              }}
            >
              <Group gap="xs" role="radiogroup" aria-label={t('reviews.section.language')}>
                {(['all', ...LOCALES] as const).map((code) => (
                  <Chip key={code} value={code} variant="outline" color="azulejo">
                    {code === 'all' ? t('reviews.section.allLanguages') : t(languageLabelId(code))}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
          {data.items.length === 0 ? (
            <Text c="dimmed">
              {data.summary.count === 0 ? t('reviews.section.none') : t('reviews.section.noneInLanguage')}
            </Text>
          ) : (
            <Stack
              component="ul"
              gap="md"
              m={0}
              p={0}
              style={{ listStyle: 'none', opacity: reviews.isPlaceholderData ? 0.6 : 1 }}
              aria-label={t('reviews.section.list')}
            >
              {data.items.map((review, index) => (
                <li key={review.id}>
                  {index > 0 && <Divider mb="md" />}
                  <ReviewCard
                    review={review}
                    actions={
                      <Button
                        variant="subtle"
                        color="gray"
                        size="compact-sm"
                        leftSection={<IconFlag size={14} aria-hidden />}
                        onClick={() => setReporting(review.id)}
                        aria-label={t('reviews.section.reportLabel', { author: review.authorName })}
                      >
                        {t('reviews.section.report')}
                      </Button>
                    }
                  />
                </li>
              ))}
            </Stack>
          )}
          {data.total > data.pageSize && (
            <Group justify="center">
              <Pagination
                total={totalPages}
                value={Math.min(page, totalPages)}
                onChange={handlePageChange}
                getItemProps={(item) => ({ 'aria-label': t('common.pagination.page', { page: item }) })}
                getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
              />
            </Group>
          )}
        </Stack>
      )}
      {reporting && <ReportReviewModal reviewId={reporting} onClose={() => setReporting(null)} />}
    </Box>
  );
}
