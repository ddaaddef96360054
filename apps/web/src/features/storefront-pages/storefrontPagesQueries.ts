import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import type { TPage } from '@roteiro/domain/paging/page';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { storefrontPagesKeys } from './storefrontPagesPrefetch.ts';

/** Public answers count as fresh as long as the catalogue's (catalogueQueries.ts). */
const PUBLIC_STALE_MS = 30_000;

const nextPageOf = <T>(last: TPage<T>) =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

/** The visible passes, a page at a time ("Show more passes"). */
export function usePassesQuery() {
  return useInfiniteQuery({
    queryKey: storefrontPagesKeys.passes(),
    queryFn: ({ pageParam, signal }) =>
      call(cataloguePublicApi.passes, { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: PUBLIC_STALE_MS,
  });
}

/** The activities' photos, a page of activities at a time ("Show more photos"). */
export function useGalleryQuery() {
  return useInfiniteQuery({
    queryKey: storefrontPagesKeys.gallery(),
    queryFn: ({ pageParam, signal }) =>
      call(cataloguePublicApi.gallery, { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: PUBLIC_STALE_MS,
  });
}
