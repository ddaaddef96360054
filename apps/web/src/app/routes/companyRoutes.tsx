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
    handle: handle({
      titleId: 'common.meta.companyDashboard.title',
      messages: ['checkin', 'planning', 'company'],
    }),
  },
  {
    path: 'employees',
    lazy: lazyPage(
      () => import('../../routes/operator/EmployeesPage.tsx'),
      (module) => module.EmployeesPage,
    ),
    handle: handle({ titleId: 'common.meta.employees.title', messages: ['company'] }),
  },
  {
    path: 'add-employee',
    lazy: lazyPage(
      () => import('../../routes/operator/AddEmployeePage.tsx'),
      (module) => module.AddEmployeePage,
    ),
    handle: handle({ titleId: 'common.meta.addEmployee.title', messages: ['company'] }),
  },
  {
    path: ':employeeId/manage-employee',
    lazy: lazyPage(
      () => import('../../routes/operator/ManageEmployeePage.tsx'),
      (module) => module.ManageEmployeePage,
    ),
    handle: handle({ titleId: 'common.meta.manageEmployee.title', messages: ['company'] }),
  },
  {
    path: 'settings/profile',
    lazy: lazyPage(
      () => import('../../routes/operator/CompanyProfilePage.tsx'),
      (module) => module.CompanyProfilePage,
    ),
    handle: handle({ titleId: 'common.meta.companyProfile.title', messages: ['company'] }),
  },
];
