import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Signed-out-only pages without navbar or footer: sign-in (operations.md §2, §6), in the visitor's language. */
export const signInRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: lazyPage(
      () => import('../../routes/auth/LoginPage.tsx'),
      (module) => module.LoginPage,
    ),
    handle: handle({ titleId: 'common.meta.login.title', messages: ['account'] }),
  },
  {
    path: 'vendor/login',
    lazy: lazyPage(
      () => import('../../routes/auth/VendorLoginPage.tsx'),
      (module) => module.VendorLoginPage,
    ),
    handle: handle({ titleId: 'common.meta.vendorLogin.title', messages: ['account'] }),
  },
  {
    path: 'guider/login',
    lazy: lazyPage(
      () => import('../../routes/auth/GuiderLoginPage.tsx'),
      (module) => module.GuiderLoginPage,
    ),
    handle: handle({ titleId: 'common.meta.guiderLogin.title', messages: ['account'] }),
  },
  {
    path: 'login-ed',
    lazy: lazyPage(
      () => import('../../routes/auth/SignInLinkSentPage.tsx'),
      (module) => module.SignInLinkSentPage,
    ),
    handle: handle({ titleId: 'common.meta.loginEd.title', messages: ['account'] }),
  },
];
