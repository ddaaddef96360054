import { urlOf } from '@roteiro/domain/api/endpoint';
import { cataloguePublicApi } from '@roteiro/domain/catalogue/catalogue-public.api';
import type { TPrefetchContext } from '../catalogue-public/catalogueQueries.ts';

/*
 * What the route table needs of /unlock and /gallery (the app's first load carries it): the query keys and
 * the server-side prefetch. The hooks (storefrontPagesQueries.ts) stay with the pages' code.
 */

export const storefrontPagesKeys = {
  // Under 'catalogue' so an admin's catalogue change refreshes these too.
  passes: () => ['catalogue', 'passes'] as const,
  gallery: () => ['catalogue', 'gallery'] as const,
};

/** The first page of each list, fetched on the server under the keys the hooks of storefrontPagesQueries.ts use (entry-server.tsx). */
export const prefetchPasses = (context: TPrefetchContext) =>
  context.queryClient.prefetchInfiniteQuery({
    queryKey: storefrontPagesKeys.passes(),
    queryFn: () => context.getJson(urlOf(cataloguePublicApi.passes, { query: { page: 1 } })),
    initialPageParam: 1,
  });

export const prefetchGallery = (context: TPrefetchContext) =>
  context.queryClient.prefetchInfiniteQuery({
    queryKey: storefrontPagesKeys.gallery(),
    queryFn: () => context.getJson(urlOf(cataloguePublicApi.gallery, { query: { page: 1 } })),
    initialPageParam: 1,
  });
