/** Pages outside the app that the footer links to (operations.md §2). One place to change them. */
export const EXTERNAL_LINKS = {
  aboutUs: 'https://www.roteiro.pt/about-us',
  contracts: 'https://www.roteiro.pt/contracts',
  privacyPolicy: 'https://www.roteiro.pt/privacy-policy',
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
  supportFaq: '/frequently-asked-questions',
  guiderRegistration: '/guide/registration',
  transferRegistration: '/transfer/registration',
  feedback: '/feedback',
} as const;
