import { ROLES } from '@roteiro/domain/auth/roles';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../shared/ui/PageLoader.tsx';
import { RequireRole } from './guards/RequireRole.tsx';
import { RequireSignedOut } from './guards/RequireSignedOut.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { lazyPage } from './lazyPage.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import type { TRouteHandle } from './routeMeta.ts';

// Every page is its own chunk: the storefront never downloads operator or admin code.
const home = lazyPage(
  () => import('../routes/storefront/HomePage.tsx'),
  (module) => module.HomePage,
);
const notFound = lazyPage(
  () => import('../routes/storefront/NotFoundPage.tsx'),
  (module) => module.NotFoundPage,
);
const handle = (value: TRouteHandle): TRouteHandle => value;
const notFoundHandle = handle({ title: 'Page not found' });
/** Any unknown path inside a guarded area: "Page not found", after the guard ran. */
const areaNotFound: RouteObject = { path: '*', lazy: notFound, handle: notFoundHandle };
/** A path the spec reserves for an area whose page comes with a later issue. */
const reserved = (path: string, chrome?: TRouteHandle['chrome']): RouteObject => ({
  path,
  lazy: notFound,
  handle: handle({ ...notFoundHandle, chrome }),
});

const homeHandle = handle({ title: 'Tours and experiences in Portugal', chrome: 'full' });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: home, handle: homeHandle },
          { path: 'home', lazy: home, handle: homeHandle },

          // Sign-in pages: signed-out only, no navbar or footer (operations.md §2, §6).
          {
            element: <RequireSignedOut />,
            handle: handle({ chrome: 'none' }),
            children: [
              {
                path: 'login',
                lazy: lazyPage(
                  () => import('../routes/auth/LoginPage.tsx'),
                  (module) => module.LoginPage,
                ),
                handle: handle({ title: 'Sign in' }),
              },
              {
                path: 'vendor/login',
                lazy: lazyPage(
                  () => import('../routes/auth/VendorLoginPage.tsx'),
                  (module) => module.VendorLoginPage,
                ),
                handle: handle({ title: 'Vendor sign in' }),
              },
              {
                path: 'guider/login',
                lazy: lazyPage(
                  () => import('../routes/auth/GuiderLoginPage.tsx'),
                  (module) => module.GuiderLoginPage,
                ),
                handle: handle({ title: 'Guider sign in' }),
              },
              {
                path: 'login-ed',
                lazy: lazyPage(
                  () => import('../routes/auth/SignInLinkSentPage.tsx'),
                  (module) => module.SignInLinkSentPage,
                ),
                handle: handle({ title: 'Check your inbox' }),
              },
            ],
          },

          // Account and management areas: no footer.
          {
            path: 'admin',
            element: <RequireRole roles={['admin']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [
              {
                path: 'dev-mailbox',
                lazy: lazyPage(
                  () => import('../routes/admin/DevMailboxPage.tsx'),
                  (module) => module.DevMailboxPage,
                ),
                handle: handle({ title: 'Dev mailbox' }),
              },
              areaNotFound,
            ],
          },
          {
            path: 'company',
            element: <RequireRole roles={['company']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [
              {
                path: 'dashboard',
                lazy: lazyPage(
                  () => import('../routes/operator/CompanyDashboardPage.tsx'),
                  (module) => module.CompanyDashboardPage,
                ),
                handle: handle({ title: 'Dashboard' }),
              },
              areaNotFound,
            ],
          },
          {
            path: 'guider',
            element: <RequireRole roles={['company', 'employee']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [areaNotFound],
          },
          {
            element: <RequireRole roles={['vendor']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [
              reserved('vendor/dashboard'),
              reserved('vendor/scan', 'none'),
              reserved('vendor/generate-ticket'),
            ],
          },
          {
            element: <RequireRole roles={['affiliate']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [reserved('affiliate/dashboard'), reserved('affiliate/set-up-payment', 'full')],
          },
          {
            path: 'settings',
            element: <RequireRole roles={ROLES} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [areaNotFound],
          },

          { path: '*', lazy: notFound, handle: notFoundHandle },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
