import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Admin pages of bookings and money (children of /admin). */
export const adminBookingRoutes: RouteObject[] = [
  {
    path: 'bookings',
    lazy: lazyPage(
      () => import('../../routes/admin/bookings/AdminBookingsPage.tsx'),
      (module) => module.AdminBookingsPage,
    ),
    handle: handle({ titleId: 'common.meta.adminBookings.title', messages: ['admin'] }),
  },
  {
    path: 'payment-history',
    lazy: lazyPage(
      () => import('../../routes/admin/bookings/AdminPaymentHistoryPage.tsx'),
      (module) => module.AdminPaymentHistoryPage,
    ),
    handle: handle({ titleId: 'common.meta.adminPaymentHistory.title', messages: ['admin', 'payments'] }),
  },
];
