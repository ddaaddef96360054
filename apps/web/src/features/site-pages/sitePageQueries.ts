import type { TMessageResponse } from '@roteiro/domain/common/responses';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TSitePageKey } from '@roteiro/domain/site-pages/site-page-paths';
import type {
  TAdminSitePage,
  TAdminSitePageListItem,
  TSitePageInput,
  TSitePagePublic,
} from '@roteiro/domain/site-pages/site-pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/lib/api.ts';
import { sitePageKeys, sitePageUrl } from './sitePagePrefetch.ts';

export { sitePageKeys };

/** A page of the site in `locale` (English when it has no text in that language), its HTML sanitised by the server. */
export function useSitePageQuery(key: TSitePageKey, locale: TLocale) {
  return useQuery({
    queryKey: sitePageKeys.page(key, locale),
    queryFn: ({ signal }) => api.get<TSitePagePublic>(sitePageUrl(key, locale), { signal }),
    retry: (count, error) => error.status >= 500 && count < 2,
  });
}

/** Admin: the three pages with each language's title and last change. */
export function useAdminSitePagesQuery() {
  return useQuery({
    queryKey: sitePageKeys.admin,
    queryFn: ({ signal }) =>
      api.get<{ items: TAdminSitePageListItem[] }>('/api/admin/site-pages', { signal }),
  });
}

export function useAdminSitePageQuery(key: TSitePageKey) {
  return useQuery({
    queryKey: sitePageKeys.adminPage(key),
    queryFn: ({ signal }) => api.get<TAdminSitePage>(`/api/admin/site-pages/${key}`, { signal }),
  });
}

/** Saves a page's text in one language; the public page shows it at once. */
export function useSaveSitePageMutation(key: TSitePageKey, locale: TLocale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TSitePageInput) =>
      api.put<TMessageResponse>(`/api/admin/site-pages/${key}/${locale}`, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sitePageKeys.admin }),
        client.invalidateQueries({ queryKey: sitePageKeys.public }),
      ]),
  });
}
