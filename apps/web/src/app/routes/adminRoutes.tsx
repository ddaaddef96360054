import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Admin pages of the platform itself (children of /admin). */
export const adminPlatformRoutes: RouteObject[] = [
  {
    path: 'dev-mailbox',
    lazy: lazyPage(
      () => import('../../routes/admin/DevMailboxPage.tsx'),
      (module) => module.DevMailboxPage,
    ),
    handle: handle({ titleId: 'common.meta.adminDevMailbox.title', messages: ['admin'] }),
  },
];
