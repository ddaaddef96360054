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
    handle: handle({ titleId: 'common.meta.managePayments.title', messages: ['payments'] }),
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
    handle: handle({ titleId: 'common.meta.guiderPayments.title', messages: ['payments'] }),
  },
  {
    path: 'stripe-dashboard',
    lazy: lazyPage(
      () => import('../../routes/guider/StripeDashboardPage.tsx'),
      (module) => module.StripeDashboardPage,
    ),
    handle: handle({ titleId: 'common.meta.paymentDashboard.title', messages: ['payments'] }),
  },
];
