import {
  Alert,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconInbox, IconSearch } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { useT } from '../i18n/useT.tsx';
import { ErrorState } from './ErrorState.tsx';
import { TableScroll } from './TableScroll.tsx';

export type TDataTableColumn<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Hidden below the `sm` breakpoint to keep the table readable at 360 px. */
  isHiddenOnMobile?: boolean;
};

type TDataTableProps<T> = {
  /** Accessible name of the table. */
  label: string;
  columns: TDataTableColumn<T>[];
  rowKey: (row: T) => string;
  /** The current page from the server (paginated in SQL), undefined while loading. */
  data: { items: T[]; total: number; pageSize: number } | undefined;
  isLoading: boolean;
  error?: string | null;
  errorTitle?: string;
  /** Present → a Retry button under the error. */
  onRetry?: () => void;
  isRetrying?: boolean;
  emptyText: string;
  /** Present → the empty state is a titled notice instead of a dimmed line. */
  emptyTitle?: string;
  /** Below this width (px) the table scrolls sideways. */
  minWidth?: number;
  page: number;
  onPageChange: (page: number) => void;
  /** Present → a search box (debounced) above the table. */
  search?: { value: string; placeholder: string; onChange: (value: string) => void };
  /** Opens a row (e.g. its details page) on a click, or on Enter or Space once the row has the focus. */
  onRowOpen?: (row: T) => void;
  /** Present → each row can be expanded to show this under it. */
  renderDetail?: (row: T) => ReactNode;
};

/** An admin table: search, server-side pages, loading skeletons, an empty state and optional detail rows. */
export function DataTable<T>({
  label,
  columns,
  rowKey,
  data,
  isLoading,
  error,
  errorTitle,
  onRetry,
  isRetrying,
  emptyText,
  emptyTitle,
  minWidth = 320,
  page,
  onPageChange,
  search,
  onRowOpen,
  renderDetail,
}: TDataTableProps<T>) {
  const { t } = useT();
  const [searchText, setSearchText] = useState(search?.value ?? '');
  const [expanded, setExpanded] = useState<string | null>(null);
  const pushSearch = useDebouncedCallback((value: string) => search?.onChange(value), 300);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const columnCount = columns.length + (renderDetail ? 1 : 0);

  let body: ReactNode;
  if (error && !data) {
    body = (
      <ErrorState
        title={errorTitle ?? t('common.table.loadFailed')}
        message={error}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  } else if (!data || (isLoading && data.items.length === 0)) {
    body = (
      <Stack gap="xs" aria-label={t('common.table.loading')}>
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={44} />
        ))}
      </Stack>
    );
  } else if (data.items.length === 0) {
    body = emptyTitle ? (
      <Alert variant="light" icon={<IconInbox aria-hidden />} title={emptyTitle}>
        {emptyText}
      </Alert>
    ) : (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  } else {
    body = (
      <TableScroll minWidth={minWidth} label={label}>
        <Table aria-label={label} highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {renderDetail && (
                <Table.Th w={48}>
                  <VisuallyHidden>{t('common.table.details')}</VisuallyHidden>
                </Table.Th>
              )}
              {columns.map((column) => (
                <Table.Th key={column.key} visibleFrom={column.isHiddenOnMobile ? 'sm' : undefined}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((row) => {
              const key = rowKey(row);
              const isOpen = expanded === key;
              return (
                <Fragment key={key}>
                  <Table.Tr
                    onClick={onRowOpen ? () => onRowOpen(row) : undefined}
                    // An openable row is reached with Tab and opened with Enter or Space, as with the mouse.
                    tabIndex={onRowOpen ? 0 : undefined}
                    onKeyDown={
                      onRowOpen
                        ? (event) => {
                            if (
                              event.target === event.currentTarget &&
                              (event.key === 'Enter' || event.key === ' ')
                            ) {
                              event.preventDefault();
                              onRowOpen(row);
                            }
                          }
                        : undefined
                    }
                    style={onRowOpen ? { cursor: 'pointer' } : undefined}
                  >
                    {renderDetail && (
                      <Table.Td>
                        <UnstyledButton
                          aria-expanded={isOpen}
                          aria-label={isOpen ? t('common.table.hideDetails') : t('common.table.showDetails')}
                          onClick={(event) => {
                            event.stopPropagation();
                            setExpanded(isOpen ? null : key);
                          }}
                          miw={44}
                          mih={44}
                          style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
                        >
                          {isOpen ? (
                            <IconChevronDown size={18} aria-hidden />
                          ) : (
                            <IconChevronRight size={18} aria-hidden />
                          )}
                        </UnstyledButton>
                      </Table.Td>
                    )}
                    {columns.map((column) => (
                      <Table.Td key={column.key} visibleFrom={column.isHiddenOnMobile ? 'sm' : undefined}>
                        {column.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                  {renderDetail && isOpen && (
                    <Table.Tr>
                      <Table.Td colSpan={columnCount} bg="var(--mantine-color-gray-0)">
                        {renderDetail(row)}
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
    );
  }

  return (
    <Stack gap="md">
      {search && (
        <TextInput
          label={t('common.table.search')}
          placeholder={search.placeholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSearchText(value);
            pushSearch(value);
          }}
          maw={420}
        />
      )}
      {body}
      {data && data.total > data.pageSize && (
        <Group justify="center">
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={onPageChange}
            aria-label={t('common.table.pages')}
            getItemProps={(item) => ({ 'aria-label': t('common.pagination.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}
