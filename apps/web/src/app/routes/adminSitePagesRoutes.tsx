import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Admin: the site's own pages, About, Contracts and Privacy (children of /admin; Manage content). */
export const adminSitePagesRoutes: RouteObject[] = [
  {
    path: 'site-pages',
    lazy: lazyPage(
      () => import('../../routes/admin/site-pages/SitePagesPage.tsx'),
      (module) => module.SitePagesPage,
    ),
    handle: handle({ titleId: 'common.meta.sitePages.title', messages: ['authoring'] }),
  },
  {
    path: 'site-pages/:key/:locale',
    lazy: lazyPage(
      () => import('../../routes/admin/site-pages/SitePageFormPage.tsx'),
      (module) => module.SitePageFormPage,
    ),
    handle: handle({ titleId: 'common.meta.editSitePage.title', messages: ['authoring'] }),
  },
];
