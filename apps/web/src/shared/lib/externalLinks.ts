import { SITE_PAGE_PATHS } from '@roteiro/domain/site-pages/site-page-paths';

/** Pages outside the app that the footer links to (operations.md §2). One place to change them. */
export const EXTERNAL_LINKS = {
  instagram: 'https://www.instagram.com/roteiro.pt',
  facebook: 'https://www.facebook.com/roteiro.pt',
  /** WhatsApp click-to-chat with the support line. */
  whatsApp: 'https://wa.me/351910000000',
} as const;

/** Pages of the app the footer links to. */
export const FOOTER_APP_LINKS = {
  concierge: '/concierge',
  lisbonAndPorto: '/multi-day-tours/lisbon-and-porto-7-days',
  passes: '/unlock',
  gallery: '/gallery',
  liveMap: '/live-map',
  blog: '/blog',
  supportFaq: '/frequently-asked-questions',
  guiderRegistration: '/guide/registration',
  transferRegistration: '/transfer/registration',
  feedback: '/feedback',
  // About, Contracts and Privacy were pages of another site; they are now the app's own, written by admins.
  aboutUs: SITE_PAGE_PATHS.about,
  contracts: SITE_PAGE_PATHS.contracts,
  privacyPolicy: SITE_PAGE_PATHS.privacy,
} as const;
