import { Card, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';

type TReviewListProps<T> = {
  label: string;
  data: { items: T[]; total: number; pageSize: number } | undefined;
  isLoading: boolean;
  error?: string;
  errorTitle: string;
  onRetry?: () => void;
  emptyText: string;
  page: number;
  onPageChange: (page: number) => void;
  rowKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
};

/** A page of reviews as cards (a review is too long for a table's row), with the pages under them. */
export function ReviewList<T>({
  label,
  data,
  isLoading,
  error,
  errorTitle,
  onRetry,
  emptyText,
  page,
  onPageChange,
  rowKey,
  renderRow,
}: TReviewListProps<T>) {
  const { t } = useT();
  if (error && !data) {
    return <ErrorState title={errorTitle} message={error} onRetry={onRetry} isRetrying={isLoading} />;
  }
  if (!data) {
    return <Skeleton height={200} radius="md" />;
  }
  const totalPages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Stack gap="md">
      {data.items.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity: isLoading ? 0.6 : 1 }}
          aria-label={label}
        >
          {data.items.map((row) => (
            <Card component="li" key={rowKey(row)} withBorder padding="md">
              {renderRow(row)}
            </Card>
          ))}
        </Stack>
      )}
      {data.total > data.pageSize && (
        <Group justify="center">
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={onPageChange}
            getItemProps={(item) => ({ 'aria-label': t('common.pagination.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
