import type { RouteObject } from 'react-router';
import { ensureLanguage, ensureNamespaces } from '../../shared/i18n/i18n.ts';
import { lazyPage, storefrontPage } from '../lazyPage.ts';
import { isEnglishOnlyHandle, type TRouteHandle } from '../routeMeta.ts';

export const handle = (value: TRouteHandle): TRouteHandle => value;

/**
 * The route tree with each page's catalogues (`handle.messages`) loaded together with its code, so a page
 * renders in the active language from its first frame (on the server the renderer loads them instead). A page
 * not yet translated (an English `title`) loads its catalogues and the base ones in English instead: it shows
 * in English whatever the storefront's language (shared/ui/InLanguage.tsx).
 */
export function withMessages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const pageHandle = route.handle as TRouteHandle | undefined;
    const namespaces = pageHandle?.messages ?? [];
    const isEnglish = isEnglishOnlyHandle(pageHandle);
    const children = route.children ? withMessages(route.children) : undefined;
    const { lazy } = route;
    if ((!namespaces.length && !isEnglish) || typeof lazy !== 'function') {
      return (children ? { ...route, children } : route) as RouteObject;
    }
    const withCatalogues: typeof lazy = async () => {
      const [loaded] = await Promise.all([
        lazy(),
        isEnglish ? ensureLanguage('en', namespaces) : ensureNamespaces(namespaces),
      ]);
      return loaded;
    };
    return { ...route, lazy: withCatalogues, ...(children ? { children } : {}) } as RouteObject;
  });
}

// Storefront-looking, and reached from any mistyped link: light like the storefront.
export const notFound = storefrontPage(
  () => import('../../routes/storefront/NotFoundPage.tsx'),
  (module) => module.NotFoundPage,
);
export const notFoundHandle = handle({ titleId: 'common.notFound.title' });

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

export { lazyPage, storefrontPage };
