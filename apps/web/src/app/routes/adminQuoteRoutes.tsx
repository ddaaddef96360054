import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Admin: received quote requests and form answers (children of /admin). */
export const adminQuoteRoutes: RouteObject[] = [
  {
    path: 'quotes',
    lazy: lazyPage(
      () => import('../../routes/admin/quotes/QuoteRequestsPage.tsx'),
      (module) => module.QuoteRequestsPage,
    ),
    handle: handle({ titleId: 'common.meta.adminQuotes.title', messages: ['admin'] }),
  },
  {
    path: 'forms',
    lazy: lazyPage(
      () => import('../../routes/admin/quotes/FormSubmissionsPage.tsx'),
      (module) => module.FormSubmissionsPage,
    ),
    handle: handle({ titleId: 'common.meta.adminForms.title', messages: ['admin'] }),
  },
];
