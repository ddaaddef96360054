import { isCategoryKey } from '@roteiro/domain/catalogue/categories';
import { CATEGORY_PAGES } from '@roteiro/domain/catalogue/storefront';
import { STATIC_PAGES, type TStaticPageKey } from '@roteiro/domain/catalogue/storefront-pages';
import type { RouteObject } from 'react-router';
import {
  prefetchActivityDetails,
  prefetchActivityList,
  prefetchEventDetails,
  prefetchStorefrontHome,
} from '../../features/catalogue-public/catalogueQueries.ts';
import { prefetchGallery, prefetchPasses } from '../../features/storefront-pages/storefrontPagesPrefetch.ts';
import type { TServerRendered } from '../routeMeta.ts';
import { handle, lazyPage, storefrontPage } from './routeKit.ts';

const home = storefrontPage(
  () => import('../../routes/storefront/HomePage.tsx'),
  (module) => module.HomePage,
);
const homeHandle = handle({
  title: 'Tours and experiences in Portugal',
  chrome: 'full',
  serverRendered: { module: 'src/routes/storefront/HomePage.tsx', prefetch: prefetchStorefrontHome },
});
const categoryPage = storefrontPage(
  () => import('../../routes/storefront/CategoryToursPage.tsx'),
  (module) => module.CategoryToursPage,
);
const activityDetails = storefrontPage(
  () => import('../../routes/storefront/ActivityDetailsPage.tsx'),
  (module) => module.ActivityDetailsPage,
);
const eventDetails = storefrontPage(
  () => import('../../routes/storefront/EventDetailsPage.tsx'),
  (module) => module.EventDetailsPage,
);

/**
 * An information page (issue 14), rendered on the server like the rest of the storefront: its module
 * (scripts/client-build.mjs, STOREFRONT_PAGE_MODULES) and the data it shows first.
 */
const infoPage = (
  key: TStaticPageKey,
  lazy: RouteObject['lazy'],
  module: string,
  prefetch: TServerRendered['prefetch'],
): RouteObject => ({
  path: STATIC_PAGES[key].path.slice(1),
  lazy,
  handle: handle({
    title: STATIC_PAGES[key].title,
    description: STATIC_PAGES[key].description,
    chrome: 'full',
    serverRendered: { module, prefetch },
  }),
});

/** Public pages with navbar and footer (the storefront). */
export const storefrontRoutes: RouteObject[] = [
  { index: true, lazy: home, handle: homeHandle },
  { path: 'home', lazy: home, handle: homeHandle },
  {
    path: 'discover',
    lazy: storefrontPage(
      () => import('../../routes/storefront/DiscoverPage.tsx'),
      (module) => module.DiscoverPage,
    ),
    handle: handle({
      title: 'Discover activities',
      description: 'Search tours, tuk-tuk rides, day trips, tickets and events across Portugal.',
      chrome: 'full',
      serverRendered: {
        module: 'src/routes/storefront/DiscoverPage.tsx',
        prefetch: (context) => {
          const category = context.url.searchParams.get('category');
          return prefetchActivityList(context, {
            search: context.url.searchParams.get('search')?.trim() || undefined,
            category: isCategoryKey(category) ? category : undefined,
          });
        },
      },
    }),
  },
  ...CATEGORY_PAGES.map(
    (page): RouteObject => ({
      path: `tours/${page.slug}`,
      lazy: categoryPage,
      handle: handle({
        title: page.title,
        description: page.intro,
        chrome: 'full',
        serverRendered: {
          module: 'src/routes/storefront/CategoryToursPage.tsx',
          prefetch: (context) => prefetchActivityList(context, { category: page.category }),
        },
      }),
    }),
  ),
  {
    path: 'details/:id/:title?',
    lazy: activityDetails,
    handle: handle({
      title: 'Activity',
      chrome: 'full',
      serverRendered: {
        module: 'src/routes/storefront/ActivityDetailsPage.tsx',
        prefetch: prefetchActivityDetails,
      },
    }),
  },
  {
    path: 'event/:eventId/details/:id/:title?',
    lazy: eventDetails,
    handle: handle({
      title: 'Event',
      chrome: 'full',
      serverRendered: {
        module: 'src/routes/storefront/EventDetailsPage.tsx',
        prefetch: prefetchEventDetails,
      },
    }),
  },
  infoPage(
    'concierge',
    storefrontPage(
      () => import('../../routes/storefront/ConciergePage.tsx'),
      (module) => module.ConciergePage,
    ),
    'src/routes/storefront/ConciergePage.tsx',
    prefetchStorefrontHome,
  ),
  infoPage(
    'passes',
    storefrontPage(
      () => import('../../routes/storefront/PassesPage.tsx'),
      (module) => module.PassesPage,
    ),
    'src/routes/storefront/PassesPage.tsx',
    prefetchPasses,
  ),
  infoPage(
    'gallery',
    storefrontPage(
      () => import('../../routes/storefront/GalleryPage.tsx'),
      (module) => module.GalleryPage,
    ),
    'src/routes/storefront/GalleryPage.tsx',
    prefetchGallery,
  ),
  infoPage(
    'faq',
    storefrontPage(
      () => import('../../routes/storefront/FaqPage.tsx'),
      (module) => module.FaqPage,
    ),
    'src/routes/storefront/FaqPage.tsx',
    prefetchStorefrontHome,
  ),
  {
    // Navbar and footer are hidden on the quote page (operations.md §2); the back bar leads out.
    path: 'concierge/quote',
    lazy: lazyPage(
      () => import('../../routes/storefront/QuotePage.tsx'),
      (module) => module.QuotePage,
    ),
    handle: handle({
      title: 'Request a quote',
      description: 'Tell us about your trip and get a personalised plan and quote.',
      chrome: 'none',
    }),
  },
  // Booking (issue 11): where the checkout returns, Manage your booking, and the printable tickets.
  {
    path: 'booking-success',
    lazy: lazyPage(
      () => import('../../routes/storefront/BookingSuccessPage.tsx'),
      (module) => module.BookingSuccessPage,
    ),
    handle: handle({ title: 'Your booking', chrome: 'full' }),
  },
  {
    path: 'newsletter/confirm',
    lazy: lazyPage(
      () => import('../../routes/storefront/NewsletterLinkPage.tsx'),
      (module) => module.NewsletterConfirmPage,
    ),
    handle: handle({ title: 'Confirm your subscription', chrome: 'full' }),
  },
  {
    path: 'newsletter/unsubscribe',
    lazy: lazyPage(
      () => import('../../routes/storefront/NewsletterLinkPage.tsx'),
      (module) => module.NewsletterUnsubscribePage,
    ),
    handle: handle({ title: 'Unsubscribe from the newsletter', chrome: 'full' }),
  },
  {
    path: STATIC_PAGES.liveMap.path.slice(1),
    lazy: lazyPage(
      () => import('../../routes/storefront/LiveMapPage.tsx'),
      (module) => module.LiveMapPage,
    ),
    handle: handle({
      title: STATIC_PAGES.liveMap.title,
      description: STATIC_PAGES.liveMap.description,
      chrome: 'full',
    }),
  },
  {
    path: STATIC_PAGES.lisbonAndPorto.path.slice(1),
    lazy: lazyPage(
      () => import('../../routes/storefront/MultiDayTourPage.tsx'),
      (module) => module.MultiDayTourPage,
    ),
    handle: handle({
      title: STATIC_PAGES.lisbonAndPorto.title,
      description: STATIC_PAGES.lisbonAndPorto.description,
      chrome: 'full',
    }),
  },
  ...(['guideRegistration', 'transferRegistration', 'feedback'] as const).map(
    (key): RouteObject => ({
      path: STATIC_PAGES[key].path.slice(1),
      lazy: lazyPage(
        () => import('../../routes/storefront/NativeFormPage.tsx'),
        (module) =>
          ({
            guideRegistration: module.GuideRegistrationPage,
            transferRegistration: module.TransferRegistrationPage,
            feedback: module.FeedbackPage,
          })[key],
      ),
      handle: handle({
        title: STATIC_PAGES[key].title,
        description: STATIC_PAGES[key].description,
        chrome: 'full',
      }),
    }),
  ),
  {
    path: 'manage-booking',
    lazy: lazyPage(
      () => import('../../routes/storefront/ManageBookingPage.tsx'),
      (module) => module.ManageBookingPage,
    ),
    handle: handle({ title: 'Manage your booking', chrome: 'full' }),
  },
  {
    path: 'manage-booking/:reference',
    lazy: lazyPage(
      () => import('../../routes/storefront/ManageBookingDetailsPage.tsx'),
      (module) => module.ManageBookingDetailsPage,
    ),
    handle: handle({ title: 'Your booking', chrome: 'full' }),
  },
  {
    path: 'ticket',
    lazy: lazyPage(
      () => import('../../routes/storefront/TicketPage.tsx'),
      (module) => module.TicketPage,
    ),
    handle: handle({ title: 'Your tickets', chrome: 'none' }),
  },
  {
    path: 'concierge/quote/success',
    lazy: lazyPage(
      () => import('../../routes/storefront/QuoteSuccessPage.tsx'),
      (module) => module.QuoteSuccessPage,
    ),
    handle: handle({ title: 'Quote request sent', chrome: 'full' }),
  },
];
