import { urlOf } from '@roteiro/domain/api/endpoint';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { TPrefetchContext } from '../catalogue-public/catalogueQueries.ts';

/*
 * What the route table needs of /unlock and /gallery (the app's first load carries it): the query keys and
 * the server-side prefetch. The hooks (storefrontPagesQueries.ts) stay with the pages' code.
 */

export const storefrontPagesKeys = {
  // Under 'catalogue' so an admin's catalogue change refreshes these too; per language (issue 36).
  passes: (locale: TLocale) => ['catalogue', 'passes', locale] as const,
  gallery: (locale: TLocale) => ['catalogue', 'gallery', locale] as const,
};

/**
 * The page's query in the API's URL: the activities' titles come in the reader's language (issue 36). English
 * is left out, so an English read keeps the URL (and the cached answer) it always had.
 */
export const pageQuery = (page: number, locale: TLocale) => ({
  page,
  locale: locale !== 'en' ? locale : undefined,
});

/** The first page of each list, fetched on the server under the keys the hooks of storefrontPagesQueries.ts use (entry-server.tsx). */
export const prefetchPasses = (context: TPrefetchContext) =>
  context.queryClient.prefetchInfiniteQuery({
    queryKey: storefrontPagesKeys.passes(context.locale),
    queryFn: () => context.getJson(urlOf(cataloguePublicApi.passes, { query: pageQuery(1, context.locale) })),
    initialPageParam: 1,
  });

export const prefetchGallery = (context: TPrefetchContext) =>
  context.queryClient.prefetchInfiniteQuery({
    queryKey: storefrontPagesKeys.gallery(context.locale),
    queryFn: () =>
      context.getJson(urlOf(cataloguePublicApi.gallery, { query: pageQuery(1, context.locale) })),
    initialPageParam: 1,
  });
