import type { RouteObject } from 'react-router';
import { handle, lazyPage } from './routeKit.ts';

/** The links of the review e-mails (issue 37): public, opened from a phone. */
export const reviewPublicRoutes: RouteObject[] = [
  {
    path: 'review/:token',
    lazy: lazyPage(
      () => import('../../routes/storefront/WriteReviewPage.tsx'),
      (module) => module.WriteReviewPage,
    ),
    handle: handle({ titleId: 'common.meta.writeReview.title', chrome: 'full', messages: ['reviews'] }),
  },
  {
    path: 'review/:token/unsubscribe',
    lazy: lazyPage(
      () => import('../../routes/storefront/ReviewUnsubscribePage.tsx'),
      (module) => module.ReviewUnsubscribePage,
    ),
    handle: handle({ titleId: 'common.meta.reviewUnsubscribe.title', chrome: 'full', messages: ['reviews'] }),
  },
];

/** Children of /company: the reviews of the company's tours, with its replies. */
export const companyReviewRoutes: RouteObject[] = [
  {
    path: 'reviews',
    lazy: lazyPage(
      () => import('../../routes/operator/CompanyReviewsPage.tsx'),
      (module) => module.CompanyReviewsPage,
    ),
    handle: handle({ titleId: 'common.meta.companyReviews.title', messages: ['reviews'] }),
  },
];

/** Children of /admin: reported and hidden reviews. */
export const adminReviewRoutes: RouteObject[] = [
  {
    path: 'reviews',
    lazy: lazyPage(
      () => import('../../routes/admin/reviews/AdminReviewsPage.tsx'),
      (module) => module.AdminReviewsPage,
    ),
    handle: handle({ titleId: 'common.meta.adminReviews.title', messages: ['reviews'] }),
  },
];
