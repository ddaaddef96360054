import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { ActivityGrid } from './ActivityGrid.tsx';
import {
  activityResultsParams,
  RESULTS_PAGE_SIZE,
  type TActivityListFilter,
  useActivityListQuery,
} from './catalogueQueries.ts';

type TActivityResultsProps = TActivityListFilter & { emptyText: string };

/** One page of public activities (page number in ?page=), with its count and pagination. */
export function ActivityResults({ emptyText, ...filter }: TActivityResultsProps) {
  const texts = useT();
  const { t } = texts;
  const [searchParams, setSearchParams] = useSearchParams();
  const params = activityResultsParams(searchParams, filter);
  const list = useActivityListQuery(params);
  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / RESULTS_PAGE_SIZE));

  const handlePageChange = (next: number) => {
    setSearchParams((params) => {
      params.set('page', String(next));
      return params;
    });
    window.scrollTo({ top: 0 });
  };

  if (list.isError && !list.data) {
    return (
      <ErrorState
        title={t('common.activities.loadFailed')}
        message={errorText(list.error, texts)}
        onRetry={retryFor(list)}
        isRetrying={list.isFetching}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Text c="dimmed" aria-live="polite">
        {list.data ? t('common.activities.count', { count: total }) : t('common.activities.loadingEllipsis')}
      </Text>
      <ActivityGrid
        activities={list.data?.items}
        emptyTitle={t('common.activities.noneFound')}
        emptyText={emptyText}
      />
      {total > RESULTS_PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={totalPages}
            value={Math.min(params.page, totalPages)}
            onChange={handlePageChange}
            getItemProps={(item) => ({ 'aria-label': t('common.pagination.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
