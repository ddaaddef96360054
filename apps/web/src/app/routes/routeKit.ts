import type { RouteObject } from 'react-router';
import { lazyPage, storefrontPage } from '../lazyPage.ts';
import type { TRouteHandle } from '../routeMeta.ts';

export const handle = (value: TRouteHandle): TRouteHandle => value;

// Storefront-looking, and reached from any mistyped link: light like the storefront.
export const notFound = storefrontPage(
  () => import('../../routes/storefront/NotFoundPage.tsx'),
  (module) => module.NotFoundPage,
);
export const notFoundHandle = handle({ title: 'Page not found' });

/**
 * Any unknown path outside the guarded areas: rendered on the server like the storefront, and answered
 * with 404 so that search engines and link checkers see it is not a page.
 */
export const pageNotFound: RouteObject = {
  path: '*',
  lazy: notFound,
  handle: handle({
    ...notFoundHandle,
    serverRendered: {
      module: 'src/routes/storefront/NotFoundPage.tsx',
      prefetch: () => Promise.resolve(),
      status: 404,
    },
  }),
};

/** Any unknown path inside a guarded area: "Page not found", after the guard ran. */
export const areaNotFound: RouteObject = { path: '*', lazy: notFound, handle: notFoundHandle };

/** A path the spec reserves for an area whose page comes with a later issue. */
export const reserved = (path: string, chrome?: TRouteHandle['chrome']): RouteObject => ({
  path,
  lazy: notFound,
  handle: handle({ ...notFoundHandle, chrome }),
});

export { lazyPage, storefrontPage };
