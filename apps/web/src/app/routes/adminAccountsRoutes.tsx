import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Children of /admin: dashboard, guiders, affiliates, vendors and resellers. */
export const adminAccountsRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: lazyPage(
      () => import('../../routes/admin/dashboard/AdminDashboardPage.tsx'),
      (module) => module.AdminDashboardPage,
    ),
    handle: handle({ titleId: 'common.meta.adminDashboard.title', messages: ['admin'] }),
  },
  {
    path: 'guiders',
    lazy: lazyPage(
      () => import('../../routes/admin/guiders/AdminGuidersPage.tsx'),
      (module) => module.AdminGuidersPage,
    ),
    handle: handle({ titleId: 'common.meta.adminGuiders.title', messages: ['admin'] }),
  },
  {
    path: 'guiders/:guiderId',
    lazy: lazyPage(
      () => import('../../routes/admin/guiders/AdminGuiderDetailsPage.tsx'),
      (module) => module.AdminGuiderDetailsPage,
    ),
    handle: handle({ titleId: 'common.meta.adminGuider.title', messages: ['admin'] }),
  },
  {
    path: 'affiliates',
    lazy: lazyPage(
      () => import('../../routes/admin/affiliates/AdminAffiliatesPage.tsx'),
      (module) => module.AdminAffiliatesPage,
    ),
    handle: handle({ titleId: 'common.meta.adminAffiliates.title', messages: ['affiliate'] }),
  },
  {
    path: 'vendors',
    lazy: lazyPage(
      () => import('../../routes/admin/vendors/AdminVendorsPage.tsx'),
      (module) => module.AdminVendorsPage,
    ),
    handle: handle({ titleId: 'common.meta.adminVendors.title', messages: ['admin', 'counter'] }),
  },
  {
    path: 'resellers',
    lazy: lazyPage(
      () => import('../../routes/admin/resellers/AdminResellersPage.tsx'),
      (module) => module.AdminResellersPage,
    ),
    handle: handle({ titleId: 'common.meta.adminResellers.title', messages: ['admin'] }),
  },
  {
    path: 'add-vendor',
    lazy: lazyPage(
      () => import('../../routes/admin/vendors/AdminAddVendorPage.tsx'),
      (module) => module.AdminAddVendorPage,
    ),
    handle: handle({ titleId: 'common.meta.adminAddVendor.title', messages: ['admin'] }),
  },
  {
    path: 'vendors/:vendorId',
    lazy: lazyPage(
      () => import('../../routes/admin/vendors/AdminVendorDetailsPage.tsx'),
      (module) => module.AdminVendorDetailsPage,
    ),
    handle: handle({ titleId: 'common.meta.adminVendor.title', messages: ['admin', 'counter'] }),
  },
];
