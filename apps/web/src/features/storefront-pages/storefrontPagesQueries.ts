import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import type { TPage } from '@roteiro/domain/paging/page';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useT } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';
import { pageQuery, storefrontPagesKeys } from './storefrontPagesPrefetch.ts';

/** Public answers count as fresh as long as the catalogue's (catalogueQueries.ts). */
const PUBLIC_STALE_MS = 30_000;

const nextPageOf = <T>(last: TPage<T>) =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

/** The visible passes, a page at a time ("Show more passes"), in the reader's language. */
export function usePassesQuery() {
  const { locale } = useT();
  return useInfiniteQuery({
    queryKey: storefrontPagesKeys.passes(locale),
    queryFn: ({ pageParam, signal }) =>
      call(cataloguePublicApi.passes, { query: pageQuery(pageParam, locale), signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: PUBLIC_STALE_MS,
  });
}

/** The activities' photos, a page of activities at a time ("Show more photos"), titled in the reader's language. */
export function useGalleryQuery() {
  const { locale } = useT();
  return useInfiniteQuery({
    queryKey: storefrontPagesKeys.gallery(locale),
    queryFn: ({ pageParam, signal }) =>
      call(cataloguePublicApi.gallery, { query: pageQuery(pageParam, locale), signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: PUBLIC_STALE_MS,
  });
}
