import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Planning pages of /company. */
export const companySchedulingRoutes: RouteObject[] = [
  {
    path: 'schedule',
    lazy: lazyPage(
      () => import('../../routes/operator/PlanYourDayPage.tsx'),
      (module) => module.PlanYourDayPage,
    ),
    handle: handle({ titleId: 'common.meta.planYourDay.title', messages: ['planning'] }),
  },
  {
    path: 'upcoming',
    lazy: lazyPage(
      () => import('../../routes/operator/UpcomingActivitiesPage.tsx'),
      (module) => module.UpcomingActivitiesPage,
    ),
    handle: handle({ titleId: 'common.meta.upcoming.title', messages: ['planning'] }),
  },
];

/** Planning pages of /guider (employees, and companies too). */
export const guiderSchedulingRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: lazyPage(
      () => import('../../routes/operator/GuiderDashboardPage.tsx'),
      (module) => module.GuiderDashboardPage,
    ),
    handle: handle({ titleId: 'common.meta.guiderDashboard.title', messages: ['planning', 'checkin'] }),
  },
  {
    path: 'upcoming',
    lazy: lazyPage(
      () => import('../../routes/operator/UpcomingActivitiesPage.tsx'),
      (module) => module.UpcomingActivitiesPage,
    ),
    handle: handle({ titleId: 'common.meta.upcoming.title', messages: ['planning'] }),
  },
];

/** Planning pages of /admin. */
export const adminSchedulingRoutes: RouteObject[] = [
  {
    path: 'upcoming',
    lazy: lazyPage(
      () => import('../../routes/admin/upcoming/AdminUpcomingPage.tsx'),
      (module) => module.AdminUpcomingPage,
    ),
    handle: handle({ titleId: 'common.meta.upcoming.title', messages: ['admin', 'planning'] }),
  },
];

/** `/{activityGroup}/details` (operations.md §2 routes it at the top level): admin only. */
export const groupDetailsRoute: RouteObject = {
  path: ':activityGroup/details',
  lazy: lazyPage(
    () => import('../../routes/admin/upcoming/GroupDetailsPage.tsx'),
    (module) => module.GroupDetailsPage,
  ),
  handle: handle({ titleId: 'common.meta.adminGroup.title', messages: ['admin', 'planning'] }),
};
