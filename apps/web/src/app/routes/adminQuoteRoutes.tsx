import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Admin: received quote requests (children of /admin). */
export const adminQuoteRoutes: RouteObject[] = [
  {
    path: 'quotes',
    lazy: lazyPage(
      () => import('../../routes/admin/quotes/QuoteRequestsPage.tsx'),
      (module) => module.QuoteRequestsPage,
    ),
    handle: handle({ title: 'Quote requests' }),
  },
];
