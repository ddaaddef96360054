import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Children of /admin: dashboard, guiders, affiliates and vendors. */
export const adminAccountsRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: lazyPage(
      () => import('../../routes/admin/dashboard/AdminDashboardPage.tsx'),
      (module) => module.AdminDashboardPage,
    ),
    handle: handle({ title: 'Admin dashboard' }),
  },
  {
    path: 'guiders',
    lazy: lazyPage(
      () => import('../../routes/admin/guiders/AdminGuidersPage.tsx'),
      (module) => module.AdminGuidersPage,
    ),
    handle: handle({ title: 'Manage guiders' }),
  },
  {
    path: 'guiders/:guiderId',
    lazy: lazyPage(
      () => import('../../routes/admin/guiders/AdminGuiderDetailsPage.tsx'),
      (module) => module.AdminGuiderDetailsPage,
    ),
    handle: handle({ title: 'Guider details' }),
  },
  {
    path: 'affiliates',
    lazy: lazyPage(
      () => import('../../routes/admin/affiliates/AdminAffiliatesPage.tsx'),
      (module) => module.AdminAffiliatesPage,
    ),
    handle: handle({ title: 'Affiliates program' }),
  },
  {
    path: 'vendors',
    lazy: lazyPage(
      () => import('../../routes/admin/vendors/AdminVendorsPage.tsx'),
      (module) => module.AdminVendorsPage,
    ),
    handle: handle({ title: 'Manage vendors', messages: ['counter'] }),
  },
  {
    path: 'add-vendor',
    lazy: lazyPage(
      () => import('../../routes/admin/vendors/AdminAddVendorPage.tsx'),
      (module) => module.AdminAddVendorPage,
    ),
    handle: handle({ title: 'Add vendor' }),
  },
  {
    path: 'vendors/:vendorId',
    lazy: lazyPage(
      () => import('../../routes/admin/vendors/AdminVendorDetailsPage.tsx'),
      (module) => module.AdminVendorDetailsPage,
    ),
    handle: handle({ title: 'Vendor details', messages: ['counter'] }),
  },
];
