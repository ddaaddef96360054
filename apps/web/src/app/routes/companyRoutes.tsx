import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Children of /company. */
export const companyRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: lazyPage(
      () => import('../../routes/operator/CompanyDashboardPage.tsx'),
      (module) => module.CompanyDashboardPage,
    ),
    handle: handle({ title: 'Dashboard' }),
  },
];
