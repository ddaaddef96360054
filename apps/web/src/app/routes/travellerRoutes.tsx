import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** A traveller's registration (operations.md §2 /register): signed-out only, no navbar or footer. */
export const travellerSignedOutRoutes: RouteObject[] = [
  {
    path: 'register',
    lazy: lazyPage(
      () => import('../../routes/auth/RegisterTravellerPage.tsx'),
      (module) => module.RegisterTravellerPage,
    ),
    handle: handle({ titleId: 'common.meta.register.title', messages: ['account'] }),
  },
  {
    path: 'register/confirm',
    lazy: lazyPage(
      () => import('../../routes/auth/ConfirmTravellerPage.tsx'),
      (module) => module.ConfirmTravellerPage,
    ),
    handle: handle({ titleId: 'common.meta.registerConfirm.title', messages: ['account'] }),
  },
];

/** The traveller's own pages (traveller role): My tours (the spec's my-tours route). */
export const travellerRoutes: RouteObject[] = [
  {
    path: 'my-tours',
    lazy: lazyPage(
      () => import('../../routes/traveller/MyToursPage.tsx'),
      (module) => module.MyToursPage,
    ),
    handle: handle({ titleId: 'common.meta.myTours.title', messages: ['booking'] }),
  },
];
