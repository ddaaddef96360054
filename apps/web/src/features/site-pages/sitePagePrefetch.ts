import { urlOf } from '@roteiro/domain/api/endpoint';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { sitePageKeyOfPath, type TSitePageKey } from '@roteiro/domain/site-pages/site-page-paths';
import { sitePagesApi } from '@roteiro/domain/site-pages/site-pages.api';
import type { TPrefetchContext } from '../catalogue-public/catalogueQueries.ts';

/*
 * What the route table needs of /about, /contracts and /privacy (the app's first load carries it): the query
 * keys and the server-side prefetch. The hooks (sitePageQueries.ts) stay with the pages' code.
 */

export const sitePageKeys = {
  page: (key: TSitePageKey, locale: TLocale) => ['sitePage', key, locale] as const,
  public: ['sitePage'] as const,
  admin: ['adminSitePages'] as const,
  adminPage: (key: TSitePageKey) => ['adminSitePages', key] as const,
};

/** The page of the rendered path in the page's language, under the key useSitePageQuery uses (entry-server.tsx). */
export const prefetchSitePage = (context: TPrefetchContext) => {
  const key = sitePageKeyOfPath(context.url.pathname);
  if (!key) {
    return Promise.resolve();
  }
  return context.queryClient.prefetchQuery({
    queryKey: sitePageKeys.page(key, context.locale),
    queryFn: () =>
      context.getJson(urlOf(sitePagesApi.page, { params: { key }, query: { locale: context.locale } })),
  });
};
