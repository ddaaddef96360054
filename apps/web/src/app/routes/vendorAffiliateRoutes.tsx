import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/**
 * Vendor pages (absolute paths, vendor role), in the vendor's language (the `counter` catalogue); the sale form and
 * the sale show the booking's own pieces (times, prices, tickets), whose texts are the booking catalogue's.
 */
export const vendorRoutes: RouteObject[] = [
  {
    path: 'vendor/dashboard',
    lazy: lazyPage(
      () => import('../../routes/vendor/VendorDashboardPage.tsx'),
      (module) => module.VendorDashboardPage,
    ),
    handle: handle({ titleId: 'common.meta.vendorDashboard.title', messages: ['counter'] }),
  },
  {
    path: 'vendor/generate-ticket',
    lazy: lazyPage(
      () => import('../../routes/vendor/VendorGenerateTicketPage.tsx'),
      (module) => module.VendorGenerateTicketPage,
    ),
    handle: handle({ titleId: 'common.meta.sellTickets.title', messages: ['booking', 'counter'] }),
  },
  {
    path: 'vendor/booking-success',
    lazy: lazyPage(
      () => import('../../routes/vendor/VendorBookingSuccessPage.tsx'),
      (module) => module.VendorBookingSuccessPage,
    ),
    handle: handle({ titleId: 'common.meta.vendorSale.title', messages: ['booking', 'counter'] }),
  },
  // Scanning screens show neither navbar nor footer (operations.md §2).
  {
    path: 'vendor/scan',
    lazy: lazyPage(
      () => import('../../routes/vendor/VendorScanPage.tsx'),
      (module) => module.VendorScanPage,
    ),
    handle: handle({
      titleId: 'common.meta.scanTickets.title',
      messages: ['checkin', 'counter'],
      chrome: 'none',
    }),
  },
];

/**
 * A vendor's sale's printable tickets, opened by its signed, expiring link by anyone who holds it (the spec's
 * signed-out-only page; docs/decisions.md): no navbar or footer, nothing but the tickets on paper.
 */
export const vendorPublicRoutes: RouteObject[] = [
  {
    path: 'vendor/ticket/print',
    lazy: lazyPage(
      () => import('../../routes/vendor/VendorTicketPrintPage.tsx'),
      (module) => module.VendorTicketPrintPage,
    ),
    handle: handle({ title: 'Print tickets', chrome: 'none', messages: ['booking'] }),
  },
];

/** Vendor registration from the e-mailed link (signed-out only, no navbar or footer). */
export const vendorSignedOutRoutes: RouteObject[] = [
  {
    path: 'vendor/:vendorId/register',
    lazy: lazyPage(
      () => import('../../routes/vendor/VendorRegisterPage.tsx'),
      (module) => module.VendorRegisterPage,
    ),
    handle: handle({ titleId: 'common.meta.vendorRegister.title', messages: ['counter'] }),
  },
];

/** Affiliate pages (absolute paths, affiliate role), in the affiliate's language (the `affiliate` catalogue). */
export const affiliateRoutes: RouteObject[] = [
  {
    path: 'affiliate/dashboard',
    lazy: lazyPage(
      () => import('../../routes/affiliate/AffiliateDashboardPage.tsx'),
      (module) => module.AffiliateDashboardPage,
    ),
    handle: handle({ titleId: 'common.meta.affiliateDashboard.title', messages: ['affiliate', 'account'] }),
  },
  {
    path: 'affiliate/set-up-payment',
    lazy: lazyPage(
      () => import('../../routes/affiliate/AffiliateSetUpPaymentPage.tsx'),
      (module) => module.AffiliateSetUpPaymentPage,
    ),
    handle: handle({
      titleId: 'common.meta.affiliatePayment.title',
      messages: ['affiliate'],
      chrome: 'full',
    }),
  },
];

/**
 * Public affiliate pages: the promo page, and the onboarding redirect (the page itself sends visitors to
 * sign in first and comes back).
 */
export const affiliatePublicRoutes: RouteObject[] = [
  {
    path: 'affiliates',
    lazy: lazyPage(
      () => import('../../routes/affiliate/AffiliatesPage.tsx'),
      (module) => module.AffiliatesPage,
    ),
    handle: handle({
      titleId: 'common.meta.affiliates.title',
      descriptionId: 'common.meta.affiliates.description',
      messages: ['affiliate'],
      chrome: 'full',
    }),
  },
  {
    path: 'affiliate/:accountId',
    lazy: lazyPage(
      () => import('../../routes/affiliate/AffiliateOnboardingRedirectPage.tsx'),
      (module) => module.AffiliateOnboardingRedirectPage,
    ),
    handle: handle({
      titleId: 'common.meta.affiliatePaymentSetup.title',
      messages: ['affiliate'],
      chrome: 'none',
    }),
  },
];
