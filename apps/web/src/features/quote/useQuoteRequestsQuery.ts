import { QUOTE_REQUESTS_PAGE_SIZE } from '@roteiro/domain/quote/quote';
import { quoteApi } from '@roteiro/domain/quote/quote.api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

export const quoteKeys = {
  all: ['quoteRequests'] as const,
  page: (page: number) => [...quoteKeys.all, 'page', page] as const,
};

/** Admin: one page of received quote requests, newest first. */
export function useQuoteRequestsQuery(page: number) {
  return useQuery({
    queryKey: quoteKeys.page(page),
    queryFn: ({ signal }) =>
      call(quoteApi.received, { query: { page, pageSize: QUOTE_REQUESTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
