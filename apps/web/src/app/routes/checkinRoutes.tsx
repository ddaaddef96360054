import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

// Scanning and start-activity routes show neither navbar nor footer (operations.md §2).
const startActivity = lazyPage(
  () => import('../../routes/checkin/StartActivityPage.tsx'),
  (module) => module.StartActivityPage,
);
const scanTicket = lazyPage(
  () => import('../../routes/checkin/ScanTicketPage.tsx'),
  (module) => module.ScanTicketPage,
);

/** Children of /guider: the start-activity screen. */
export const guiderCheckinRoutes: RouteObject[] = [
  {
    path: 'activity/:activityId/group/:activityGroupId/start',
    lazy: startActivity,
    handle: handle({ titleId: 'common.meta.startActivity.title', messages: ['checkin'], chrome: 'none' }),
  },
];

/** /scan-ticket (guider roles): scan any ticket to open its group. */
export const scanTicketRoutes: RouteObject[] = [
  {
    path: 'scan-ticket',
    lazy: scanTicket,
    handle: handle({ titleId: 'common.meta.scanTickets.title', messages: ['checkin'], chrome: 'none' }),
  },
];
