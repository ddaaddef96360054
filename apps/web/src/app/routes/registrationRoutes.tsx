import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Signed-out-only registration pages of companies and their employees (operations.md §2). */
export const registrationRoutes: RouteObject[] = [
  {
    path: 'guider/register',
    lazy: lazyPage(
      () => import('../../routes/auth/RegisterCompanyPage.tsx'),
      (module) => module.RegisterCompanyPage,
    ),
    // Still English, but its frame (RegistrationCard) says its sign-in link from the `company` catalogue.
    handle: handle({ title: 'Register your company', messages: ['company'] }),
  },
  {
    path: ':companyId/guider/register',
    lazy: lazyPage(
      () => import('../../routes/auth/RegisterEmployeePage.tsx'),
      (module) => module.RegisterEmployeePage,
    ),
    handle: handle({ titleId: 'common.meta.registerEmployee.title', messages: ['company'] }),
  },
];
