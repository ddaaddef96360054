import { guidersApi } from '@roteiro/domain/guiders/guiders.api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';

export const guiderKeys = {
  all: ['guiders'] as const,
  list: (page: number, search: string) => [...guiderKeys.all, 'list', page, search] as const,
  detail: (guiderId: string, page: number) => [...guiderKeys.all, 'detail', guiderId, page] as const,
};

export function useAdminGuidersQuery(page: number, search: string) {
  return useQuery({
    queryKey: guiderKeys.list(page, search),
    queryFn: ({ signal }) => call(guidersApi.list, { query: { page, search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminGuiderQuery(guiderId: string, page: number) {
  return useQuery({
    queryKey: guiderKeys.detail(guiderId, page),
    queryFn: ({ signal }) => call(guidersApi.details, { params: { guiderId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
