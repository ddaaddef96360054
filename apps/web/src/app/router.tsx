import { ROLES } from '@roteiro/domain/auth/roles';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../shared/ui/PageLoader.tsx';
import { RequireRole } from './guards/RequireRole.tsx';
import { RequireSignedOut } from './guards/RequireSignedOut.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { adminPlatformRoutes } from './routes/adminRoutes.tsx';
import { companyRoutes } from './routes/companyRoutes.tsx';
import { areaNotFound, handle, notFound, notFoundHandle } from './routes/routeKit.ts';
import { signInRoutes } from './routes/signedOutRoutes.tsx';
import { storefrontRoutes } from './routes/storefrontRoutes.tsx';
import { affiliateRoutes, vendorRoutes } from './routes/vendorAffiliateRoutes.tsx';

// Every page is its own chunk: the storefront never downloads operator or admin code.
// Each area's pages are listed in its own file under ./routes; this file only places the guards.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...storefrontRoutes,

          // Signed-out only, no navbar or footer (operations.md §2, §6).
          { element: <RequireSignedOut />, handle: handle({ chrome: 'none' }), children: signInRoutes },

          // Account and management areas: no footer.
          {
            path: 'admin',
            element: <RequireRole roles={['admin']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [...adminPlatformRoutes, areaNotFound],
          },
          {
            path: 'company',
            element: <RequireRole roles={['company']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [...companyRoutes, areaNotFound],
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
            children: vendorRoutes,
          },
          {
            element: <RequireRole roles={['affiliate']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: affiliateRoutes,
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
