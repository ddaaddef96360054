import type { TPrefetchContext } from '../catalogue-public/catalogueQueries.ts';

/*
 * What the route table needs of /unlock and /gallery (the app's first load carries it): the query keys and
 * URLs, and the server-side prefetch. The hooks (storefrontPagesQueries.ts) stay with the pages' code.
 */

export const passesUrl = (page: number) => `/api/passes?page=${page}`;
export const galleryUrl = (page: number) => `/api/gallery?page=${page}`;

export const storefrontPagesKeys = {
  // Under 'catalogue' so an admin's catalogue change refreshes these too.
  passes: () => ['catalogue', 'passes'] as const,
  gallery: () => ['catalogue', 'gallery'] as const,
};

/** The first page of each list, fetched on the server under the keys the hooks of storefrontPagesQueries.ts use (entry-server.tsx). */
export const prefetchPasses = (context: TPrefetchContext) =>
  context.queryClient.prefetchInfiniteQuery({
    queryKey: storefrontPagesKeys.passes(),
    queryFn: () => context.getJson(passesUrl(1)),
    initialPageParam: 1,
  });

export const prefetchGallery = (context: TPrefetchContext) =>
  context.queryClient.prefetchInfiniteQuery({
    queryKey: storefrontPagesKeys.gallery(),
    queryFn: () => context.getJson(galleryUrl(1)),
    initialPageParam: 1,
  });
