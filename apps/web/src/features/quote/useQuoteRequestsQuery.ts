import { pageQueryString, type TPage } from '@roteiro/domain/paging/page';
import { QUOTE_REQUESTS_PAGE_SIZE, type TQuoteRequestListItem } from '@roteiro/domain/quote/quote';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

export const quoteKeys = {
  all: ['quoteRequests'] as const,
  page: (page: number) => [...quoteKeys.all, 'page', page] as const,
};

/** Admin: one page of received quote requests, newest first. */
export function useQuoteRequestsQuery(page: number) {
  return useQuery({
    queryKey: quoteKeys.page(page),
    queryFn: ({ signal }) =>
      api.get<TPage<TQuoteRequestListItem>>(
        `/api/admin/quote-requests?${pageQueryString({ page, pageSize: QUOTE_REQUESTS_PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
