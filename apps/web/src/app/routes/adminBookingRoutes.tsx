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
    handle: handle({ title: 'Bookings Stats' }),
  },
  {
    path: 'payment-history',
    lazy: lazyPage(
      () => import('../../routes/admin/bookings/AdminPaymentHistoryPage.tsx'),
      (module) => module.AdminPaymentHistoryPage,
    ),
    handle: handle({ title: 'Payment history' }),
  },
];
