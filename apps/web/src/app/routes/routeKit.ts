import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import type { TRouteHandle } from '../routeMeta.ts';

export const handle = (value: TRouteHandle): TRouteHandle => value;

export const notFound = lazyPage(
  () => import('../../routes/storefront/NotFoundPage.tsx'),
  (module) => module.NotFoundPage,
);
export const notFoundHandle = handle({ title: 'Page not found' });

/** Any unknown path inside a guarded area: "Page not found", after the guard ran. */
export const areaNotFound: RouteObject = { path: '*', lazy: notFound, handle: notFoundHandle };

/** A path the spec reserves for an area whose page comes with a later issue. */
export const reserved = (path: string, chrome?: TRouteHandle['chrome']): RouteObject => ({
  path,
  lazy: notFound,
  handle: handle({ ...notFoundHandle, chrome }),
});

export { lazyPage };
