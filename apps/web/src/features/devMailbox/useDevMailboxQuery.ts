import type { TDevMailboxResponse } from '@roteiro/domain/ops/ops';
import { pageQueryString } from '@roteiro/domain/paging/page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

export const devMailboxKeys = {
  all: ['devMailbox'] as const,
  page: (page: number) => [...devMailboxKeys.all, 'page', page] as const,
};

/** One page (1-based) of the development mailbox. */
export function useDevMailboxQuery(page: number) {
  return useQuery({
    queryKey: devMailboxKeys.page(page),
    queryFn: ({ signal }) =>
      api.get<TDevMailboxResponse>(`/api/dev/mailbox?${pageQueryString({ page })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
