import { devApi } from '@roteiro/domain/ops/dev.api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

export const devMailboxKeys = {
  all: ['devMailbox'] as const,
  page: (page: number) => [...devMailboxKeys.all, 'page', page] as const,
};

/** One page (1-based) of the development mailbox. */
export function useDevMailboxQuery(page: number) {
  return useQuery({
    queryKey: devMailboxKeys.page(page),
    queryFn: ({ signal }) => call(devApi.mailbox, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
