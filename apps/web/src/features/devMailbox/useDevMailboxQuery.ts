import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

export type TDevMailboxItem = {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  text: string;
  createdAt: string;
};

export type TDevMailboxPage = { items: TDevMailboxItem[]; total: number };

/** The server answers 20 messages per page, newest first. */
export const DEV_MAILBOX_PAGE_SIZE = 20;

export const devMailboxKeys = {
  all: ['devMailbox'] as const,
  page: (page: number) => [...devMailboxKeys.all, 'page', page] as const,
};

/** One page (1-based) of the development mailbox. */
export function useDevMailboxQuery(page: number) {
  return useQuery({
    queryKey: devMailboxKeys.page(page),
    queryFn: ({ signal }) => api.get<TDevMailboxPage>(`/api/dev/mailbox?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
