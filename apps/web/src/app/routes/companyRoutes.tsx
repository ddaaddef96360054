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
  {
    path: 'employees',
    lazy: lazyPage(
      () => import('../../routes/operator/EmployeesPage.tsx'),
      (module) => module.EmployeesPage,
    ),
    handle: handle({ title: 'Manage employees' }),
  },
  {
    path: 'add-employee',
    lazy: lazyPage(
      () => import('../../routes/operator/AddEmployeePage.tsx'),
      (module) => module.AddEmployeePage,
    ),
    handle: handle({ title: 'Add employee' }),
  },
  {
    path: ':employeeId/manage-employee',
    lazy: lazyPage(
      () => import('../../routes/operator/ManageEmployeePage.tsx'),
      (module) => module.ManageEmployeePage,
    ),
    handle: handle({ title: 'Manage employee' }),
  },
  {
    path: 'settings/profile',
    lazy: lazyPage(
      () => import('../../routes/operator/CompanyProfilePage.tsx'),
      (module) => module.CompanyProfilePage,
    ),
    handle: handle({ title: 'Company profile' }),
  },
];
