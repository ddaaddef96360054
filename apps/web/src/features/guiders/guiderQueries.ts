import type { TAdminGuider, TAdminGuiderDetails } from '@roteiro/domain/guiders/guiders';
import { pageQueryString, type TPage } from '@roteiro/domain/paging/page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';

export const guiderKeys = {
  all: ['guiders'] as const,
  list: (page: number, search: string) => [...guiderKeys.all, 'list', page, search] as const,
  detail: (guiderId: string, page: number) => [...guiderKeys.all, 'detail', guiderId, page] as const,
};

export function useAdminGuidersQuery(page: number, search: string) {
  return useQuery({
    queryKey: guiderKeys.list(page, search),
    queryFn: ({ signal }) =>
      api.get<TPage<TAdminGuider>>(`/api/admin/guiders?${pageQueryString({ page, search })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminGuiderQuery(guiderId: string, page: number) {
  return useQuery({
    queryKey: guiderKeys.detail(guiderId, page),
    queryFn: ({ signal }) =>
      api.get<TAdminGuiderDetails>(
        `/api/admin/guiders/${encodeURIComponent(guiderId)}?${pageQueryString({ page })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
