import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TSitePageKey } from '@roteiro/domain/site-pages/site-page-paths';
import type { TSitePageInput } from '@roteiro/domain/site-pages/site-pages';
import { sitePagesApi } from '@roteiro/domain/site-pages/site-pages.api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api.ts';
import { sitePageKeys } from './sitePagePrefetch.ts';

export { sitePageKeys };

/** A page of the site in `locale` (English when it has no text in that language), its HTML sanitised by the server. */
export function useSitePageQuery(key: TSitePageKey, locale: TLocale) {
  return useQuery({
    queryKey: sitePageKeys.page(key, locale),
    queryFn: ({ signal }) => call(sitePagesApi.page, { params: { key }, query: { locale }, signal }),
    retry: (count, error) => error.status >= 500 && count < 2,
  });
}

/** Admin: the three pages with each language's title and last change. */
export function useAdminSitePagesQuery() {
  return useQuery({
    queryKey: sitePageKeys.admin,
    queryFn: ({ signal }) => call(sitePagesApi.adminPages, { signal }),
  });
}

export function useAdminSitePageQuery(key: TSitePageKey) {
  return useQuery({
    queryKey: sitePageKeys.adminPage(key),
    queryFn: ({ signal }) => call(sitePagesApi.adminPage, { params: { key }, signal }),
  });
}

/** Saves a page's text in one language; the public page shows it at once. */
export function useSaveSitePageMutation(key: TSitePageKey, locale: TLocale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TSitePageInput) =>
      call(sitePagesApi.savePage, { params: { key, locale }, body: input }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sitePageKeys.admin }),
        client.invalidateQueries({ queryKey: sitePageKeys.public }),
      ]),
  });
}
