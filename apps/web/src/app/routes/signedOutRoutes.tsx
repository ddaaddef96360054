import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** Signed-out-only pages without navbar or footer: sign-in (operations.md §2, §6). */
export const signInRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: lazyPage(
      () => import('../../routes/auth/LoginPage.tsx'),
      (module) => module.LoginPage,
    ),
    handle: handle({ title: 'Sign in' }),
  },
  {
    path: 'vendor/login',
    lazy: lazyPage(
      () => import('../../routes/auth/VendorLoginPage.tsx'),
      (module) => module.VendorLoginPage,
    ),
    handle: handle({ title: 'Vendor sign in' }),
  },
  {
    path: 'guider/login',
    lazy: lazyPage(
      () => import('../../routes/auth/GuiderLoginPage.tsx'),
      (module) => module.GuiderLoginPage,
    ),
    handle: handle({ title: 'Guider sign in' }),
  },
  {
    path: 'login-ed',
    lazy: lazyPage(
      () => import('../../routes/auth/SignInLinkSentPage.tsx'),
      (module) => module.SignInLinkSentPage,
    ),
    handle: handle({ title: 'Check your inbox' }),
  },
];
