import { ROLES } from '@roteiro/domain/auth/roles';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../shared/ui/PageLoader.tsx';
import { RequireRole } from './guards/RequireRole.tsx';
import { RequireSignedOut } from './guards/RequireSignedOut.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { adminAccountsRoutes } from './routes/adminAccountsRoutes.tsx';
import { adminBlogRoutes } from './routes/adminBlogRoutes.tsx';
import { adminBookingRoutes } from './routes/adminBookingRoutes.tsx';
import { adminCatalogueRoutes } from './routes/adminCatalogueRoutes.tsx';
import { adminQuoteRoutes } from './routes/adminQuoteRoutes.tsx';
import { adminPlatformRoutes } from './routes/adminRoutes.tsx';
import { adminSitePagesRoutes } from './routes/adminSitePagesRoutes.tsx';
import { guiderCheckinRoutes, scanTicketRoutes } from './routes/checkinRoutes.tsx';
import { companyRoutes } from './routes/companyRoutes.tsx';
import { embedRoutes } from './routes/embedRoutes.tsx';
import { adminPayoutRoutes, guiderPayoutRoutes } from './routes/payoutRoutes.tsx';
import { registrationRoutes } from './routes/registrationRoutes.tsx';
import { adminReviewRoutes, companyReviewRoutes, reviewPublicRoutes } from './routes/reviewRoutes.tsx';
import { areaNotFound, handle, pageNotFound, withMessages } from './routes/routeKit.ts';
import {
  adminSchedulingRoutes,
  companySchedulingRoutes,
  groupDetailsRoute,
  guiderSchedulingRoutes,
} from './routes/schedulingRoutes.tsx';
import {
  companySettingsRoutes,
  emailChangeRoutes,
  guiderSettingsRoutes,
  settingsRoutes,
} from './routes/settingsRoutes.tsx';
import { signInRoutes } from './routes/signedOutRoutes.tsx';
import { storefrontRoutes } from './routes/storefrontRoutes.tsx';
import { travellerRoutes, travellerSignedOutRoutes } from './routes/travellerRoutes.tsx';
import {
  affiliatePublicRoutes,
  affiliateRoutes,
  vendorPublicRoutes,
  vendorRoutes,
  vendorSignedOutRoutes,
} from './routes/vendorAffiliateRoutes.tsx';

// Every page is its own chunk: the storefront never downloads operator or admin code.
// Each area's pages are listed in its own file under ./routes; this file only places the guards.
export const routes: RouteObject[] = withMessages([
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...storefrontRoutes,
          ...affiliatePublicRoutes,
          ...vendorPublicRoutes,
          ...emailChangeRoutes,
          ...reviewPublicRoutes,

          // Signed-out only, no navbar or footer (operations.md §2, §6).
          {
            element: <RequireSignedOut />,
            handle: handle({ chrome: 'none' }),
            children: [
              ...signInRoutes,
              ...registrationRoutes,
              ...vendorSignedOutRoutes,
              ...travellerSignedOutRoutes,
            ],
          },

          // Account and management areas: no footer.
          {
            path: 'admin',
            element: <RequireRole roles={['admin']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [
              ...adminPlatformRoutes,
              ...adminQuoteRoutes,
              ...adminBlogRoutes,
              ...adminSitePagesRoutes,
              ...adminAccountsRoutes,
              ...adminCatalogueRoutes,
              ...adminBookingRoutes,
              ...adminPayoutRoutes,
              ...adminSchedulingRoutes,
              ...adminReviewRoutes,
              areaNotFound,
            ],
          },
          {
            path: 'company',
            element: <RequireRole roles={['company']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [
              ...companyRoutes,
              ...companySchedulingRoutes,
              ...companySettingsRoutes,
              ...companyReviewRoutes,
              areaNotFound,
            ],
          },
          {
            path: 'guider',
            element: <RequireRole roles={['company', 'employee']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [
              ...guiderSchedulingRoutes,
              ...guiderSettingsRoutes,
              ...guiderPayoutRoutes,
              ...guiderCheckinRoutes,
              areaNotFound,
            ],
          },
          {
            element: <RequireRole roles={['admin']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [groupDetailsRoute],
          },
          {
            element: <RequireRole roles={['company', 'employee']} />,
            handle: handle({ chrome: 'none' }),
            children: scanTicketRoutes,
          },
          // operations.md §2 lists /guide-settings beside the guider's settings: the same page.
          { path: 'guide-settings', element: <Navigate to="/guider/settings" replace /> },
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
            element: <RequireRole roles={['traveller']} />,
            handle: handle({ chrome: 'noFooter' }),
            children: travellerRoutes,
          },
          {
            path: 'settings',
            element: <RequireRole roles={ROLES} />,
            handle: handle({ chrome: 'noFooter' }),
            children: [...settingsRoutes, areaNotFound],
          },

          // The booking box other sites frame: no navbar or footer (issue 38).
          ...embedRoutes,

          pageNotFound,
        ],
      },
    ],
  },
]);
