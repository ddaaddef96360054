import { BLOG_INDEX_PATH } from '@roteiro/domain/blog/blog-pages';
import { isCategoryKey } from '@roteiro/domain/catalogue/categories';
import { CATEGORY_PAGES } from '@roteiro/domain/catalogue/storefront';
import {
  STATIC_PAGES,
  staticPageTexts,
  type TStaticPageKey,
} from '@roteiro/domain/catalogue/storefront-pages';
import { SITE_PAGE_KEYS, SITE_PAGE_PATHS } from '@roteiro/domain/site-pages/site-page-paths';
import type { RouteObject } from 'react-router';
import { prefetchBlogArticle, prefetchBlogIndex } from '../../features/blog/blogPrefetch.ts';
import { prefetchBookingView } from '../../features/booking/bookingPrefetch.ts';
import {
  prefetchActivityDetails,
  prefetchActivityList,
  prefetchEventDetails,
  prefetchStorefrontHome,
  ratingFilterFrom,
} from '../../features/catalogue-public/catalogueQueries.ts';
import { prefetchSitePage } from '../../features/site-pages/sitePagePrefetch.ts';
import { prefetchGallery, prefetchPasses } from '../../features/storefront-pages/storefrontPagesPrefetch.ts';
import type { TNamespace } from '../../shared/i18n/catalogues.ts';
import type { TServerRendered } from '../routeMeta.ts';
import { handle, lazyPage, storefrontPage } from './routeKit.ts';

const home = storefrontPage(
  () => import('../../routes/storefront/HomePage.tsx'),
  (module) => module.HomePage,
);
const homeHandle = handle({
  titleId: 'common.meta.home.title',
  chrome: 'full',
  messages: ['catalogue'],
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
const sitePage = storefrontPage(
  () => import('../../routes/storefront/SitePage.tsx'),
  (module) => module.SitePage,
);
const eventDetails = storefrontPage(
  () => import('../../routes/storefront/EventDetailsPage.tsx'),
  (module) => module.EventDetailsPage,
);

/** An information page or form of the storefront: its title and description in both languages, its catalogues. */
const staticPageHandle = (key: TStaticPageKey, messages: readonly TNamespace[]) =>
  handle({
    // The Portuguese comes with the Portuguese catalogues (domainTextsPt.ts), read when the page is worded.
    title: {
      en: STATIC_PAGES[key].title,
      get 'pt-PT'() {
        return staticPageTexts(key, 'pt-PT').title;
      },
    },
    description: {
      en: STATIC_PAGES[key].description,
      get 'pt-PT'() {
        return staticPageTexts(key, 'pt-PT').description;
      },
    },
    chrome: 'full',
    messages,
  });

/**
 * An information page, rendered on the server like the rest of the storefront: its module
 * (scripts/client-build.mjs, STOREFRONT_PAGE_MODULES) and the data it shows first.
 */
const infoPage = (
  key: TStaticPageKey,
  lazy: RouteObject['lazy'],
  module: string,
  prefetch: TServerRendered['prefetch'],
  messages: readonly TNamespace[] = ['pages'],
): RouteObject => ({
  path: STATIC_PAGES[key].path.slice(1),
  lazy,
  handle: { ...staticPageHandle(key, messages), serverRendered: { module, prefetch } },
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
      titleId: 'common.meta.discover.title',
      descriptionId: 'common.meta.discover.description',
      chrome: 'full',
      messages: ['catalogue'],
      serverRendered: {
        module: 'src/routes/storefront/DiscoverPage.tsx',
        prefetch: (context) => {
          const category = context.url.searchParams.get('category');
          return prefetchActivityList(context, {
            search: context.url.searchParams.get('search')?.trim() || undefined,
            category: isCategoryKey(category) ? category : undefined,
            ...ratingFilterFrom(context.url.searchParams),
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
        titleId: `common.meta.categories.${page.slug}.title`,
        descriptionId: `common.meta.categories.${page.slug}.intro`,
        chrome: 'full',
        messages: ['catalogue'],
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
      titleId: 'common.meta.details.title',
      chrome: 'full',
      messages: ['catalogue'],
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
      titleId: 'common.meta.event.title',
      chrome: 'full',
      messages: ['catalogue'],
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
    ['faq'],
  ),
  {
    // Navbar and footer are hidden on the quote page (operations.md §2); the back bar leads out.
    path: 'concierge/quote',
    lazy: lazyPage(
      () => import('../../routes/storefront/QuotePage.tsx'),
      (module) => module.QuotePage,
    ),
    handle: handle({
      titleId: 'common.meta.quote.title',
      descriptionId: 'common.meta.quote.description',
      chrome: 'none',
      messages: ['quote'],
    }),
  },
  // Booking: where the checkout returns, Manage your booking, and the printable tickets.
  {
    path: 'booking-success',
    lazy: lazyPage(
      () => import('../../routes/storefront/BookingSuccessPage.tsx'),
      (module) => module.BookingSuccessPage,
    ),
    handle: handle({ titleId: 'common.meta.bookingSuccess.title', chrome: 'full', messages: ['booking'] }),
  },
  {
    path: 'newsletter/confirm',
    lazy: lazyPage(
      () => import('../../routes/storefront/NewsletterLinkPage.tsx'),
      (module) => module.NewsletterConfirmPage,
    ),
    handle: handle({ titleId: 'common.meta.newsletterConfirm.title', chrome: 'full', messages: ['forms'] }),
  },
  {
    path: 'newsletter/unsubscribe',
    lazy: lazyPage(
      () => import('../../routes/storefront/NewsletterLinkPage.tsx'),
      (module) => module.NewsletterUnsubscribePage,
    ),
    handle: handle({
      titleId: 'common.meta.newsletterUnsubscribe.title',
      chrome: 'full',
      messages: ['forms'],
    }),
  },
  {
    path: STATIC_PAGES.liveMap.path.slice(1),
    lazy: lazyPage(
      () => import('../../routes/storefront/LiveMapPage.tsx'),
      (module) => module.LiveMapPage,
    ),
    handle: staticPageHandle('liveMap', ['pages']),
  },
  {
    path: STATIC_PAGES.lisbonAndPorto.path.slice(1),
    lazy: lazyPage(
      () => import('../../routes/storefront/MultiDayTourPage.tsx'),
      (module) => module.MultiDayTourPage,
    ),
    handle: staticPageHandle('lisbonAndPorto', ['trip']),
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
      handle: staticPageHandle(key, ['forms']),
    }),
  ),
  // The blog: rendered on the server like the information pages, from the server's sanitised HTML.
  {
    path: BLOG_INDEX_PATH.slice(1),
    lazy: storefrontPage(
      () => import('../../routes/storefront/BlogIndexPage.tsx'),
      (module) => module.BlogIndexPage,
    ),
    handle: handle({
      titleId: 'common.meta.blog.title',
      descriptionId: 'common.meta.blog.description',
      chrome: 'full',
      messages: ['pages'],
      serverRendered: { module: 'src/routes/storefront/BlogIndexPage.tsx', prefetch: prefetchBlogIndex },
    }),
  },
  {
    path: `${BLOG_INDEX_PATH.slice(1)}/:slug`,
    lazy: storefrontPage(
      () => import('../../routes/storefront/BlogArticlePage.tsx'),
      (module) => module.BlogArticlePage,
    ),
    handle: handle({
      titleId: 'common.meta.blogArticle.title',
      chrome: 'full',
      messages: ['pages'],
      serverRendered: { module: 'src/routes/storefront/BlogArticlePage.tsx', prefetch: prefetchBlogArticle },
    }),
  },
  // The site's own pages: written by admins in each language, rendered on the server like the blog.
  ...SITE_PAGE_KEYS.map(
    (key): RouteObject => ({
      path: SITE_PAGE_PATHS[key].slice(1),
      lazy: sitePage,
      handle: handle({
        titleId: `common.meta.${key}.title`,
        descriptionId: `common.meta.${key}.description`,
        chrome: 'full',
        messages: ['pages'],
        serverRendered: { module: 'src/routes/storefront/SitePage.tsx', prefetch: prefetchSitePage },
      }),
    }),
  ),
  {
    path: 'manage-booking',
    lazy: lazyPage(
      () => import('../../routes/storefront/ManageBookingPage.tsx'),
      (module) => module.ManageBookingPage,
    ),
    handle: handle({ titleId: 'common.meta.manageBooking.title', chrome: 'full', messages: ['booking'] }),
  },
  {
    path: 'manage-booking/:reference',
    lazy: storefrontPage(
      () => import('../../routes/storefront/ManageBookingDetailsPage.tsx'),
      (module) => module.ManageBookingDetailsPage,
    ),
    handle: handle({
      titleId: 'common.meta.booking.title',
      chrome: 'full',
      messages: ['booking'],
      // Opened from the confirmation e-mail, often on a phone: painted with the booking before the app starts.
      serverRendered: {
        module: 'src/routes/storefront/ManageBookingDetailsPage.tsx',
        prefetch: prefetchBookingView,
        isPrivate: true,
      },
    }),
  },
  {
    path: 'ticket',
    lazy: lazyPage(
      () => import('../../routes/storefront/TicketPage.tsx'),
      (module) => module.TicketPage,
    ),
    handle: handle({ titleId: 'common.meta.ticket.title', chrome: 'none', messages: ['booking'] }),
  },
  {
    path: 'concierge/quote/success',
    lazy: lazyPage(
      () => import('../../routes/storefront/QuoteSuccessPage.tsx'),
      (module) => module.QuoteSuccessPage,
    ),
    handle: handle({ titleId: 'common.meta.quoteSuccess.title', chrome: 'full', messages: ['quote'] }),
  },
];
