import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Children of /admin: Manage Payments. */
export const adminPayoutRoutes: RouteObject[] = [
  {
    path: 'payments',
    lazy: lazyPage(
      () => import('../../routes/admin/payments/AdminPaymentsPage.tsx'),
      (module) => module.AdminPaymentsPage,
    ),
    handle: handle({ title: 'Manage Payments' }),
  },
];

/** Children of /guider (company and employee): their runs and the provider dashboard. */
export const guiderPayoutRoutes: RouteObject[] = [
  {
    path: 'payments',
    lazy: lazyPage(
      () => import('../../routes/guider/GuiderPaymentsPage.tsx'),
      (module) => module.GuiderPaymentsPage,
    ),
    handle: handle({ title: 'Payments' }),
  },
  {
    path: 'stripe-dashboard',
    lazy: lazyPage(
      () => import('../../routes/guider/StripeDashboardPage.tsx'),
      (module) => module.StripeDashboardPage,
    ),
    handle: handle({ title: 'Payment dashboard' }),
  },
];
