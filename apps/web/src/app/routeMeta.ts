import type { TPrefetchContext } from '../features/catalogue-public/catalogueQueries.ts';

/** Which parts of the page frame a route shows (operations.md §2). */
export type TChrome = 'full' | 'noFooter' | 'none';

/** A storefront page rendered on the server: its page module (for preloading) and the data it needs first. */
export type TServerRendered = {
  /** The page module's path in the build manifest, e.g. 'src/routes/storefront/HomePage.tsx'. */
  module: string;
  prefetch: (context: TPrefetchContext) => Promise<void>;
  /** The answer's HTTP status when not 200 (the not-found page answers 404). */
  status?: number;
};

/** Route `handle` metadata. Layout routes may set only `chrome`; the deepest value wins. */
export type TRouteHandle = {
  title?: string;
  description?: string;
  chrome?: TChrome;
  /** Rendered on the server with its data (public storefront pages only). */
  serverRendered?: TServerRendered;
};

export type TRouteMeta = { title: string; description: string; chrome: TChrome };

export const SITE_NAME = 'Roteiro';
export const DEFAULT_DESCRIPTION =
  'Book day tours, tuk-tuk rides, cultural walks, tickets and private guides across Portugal with local guides you can trust.';

const isRouteHandle = (handle: unknown): handle is TRouteHandle =>
  typeof handle === 'object' && handle !== null;

/** The page's metadata from the matched routes' handles, outermost first. */
export function resolveRouteMeta(handles: readonly unknown[]): TRouteMeta {
  const meta: Partial<TRouteMeta> = {};
  for (const handle of handles) {
    if (!isRouteHandle(handle)) {
      continue;
    }
    meta.title = handle.title ?? meta.title;
    meta.description = handle.description ?? meta.description;
    meta.chrome = handle.chrome ?? meta.chrome;
  }
  return {
    title: meta.title ? `${meta.title} | ${SITE_NAME}` : SITE_NAME,
    description: meta.description ?? DEFAULT_DESCRIPTION,
    chrome: meta.chrome ?? 'full',
  };
}
