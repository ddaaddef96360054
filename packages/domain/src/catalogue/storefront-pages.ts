// No zod here: the web's route table and the server's link previews and sitemap read these texts.
import type { TLocale } from '../i18n/locale.ts';
import { defineTexts, refOf, wordText } from '../i18n/texts.ts';

/** A public page of the storefront that is not a catalogue item: its path, title and description. */
export type TStaticPage = { path: string; title: string; description: string };

/**
 * The storefront's information pages and native forms (operations.md §2). The web's route handles and the
 * server's link previews and sitemap use these same texts, so a shared link shows what the tab shows.
 */
export const STATIC_PAGES = {
  concierge: {
    path: '/concierge',
    title: 'Concierge and private transfers',
    description:
      'A local team plans your trip in Portugal: private transfers between airports and cities, day-by-day plans and tours booked for you. Request a free quote.',
  },
  passes: {
    path: '/unlock',
    title: 'City passes: hop on when it suits you',
    description:
      'Passes with departures all day long: see each pass’s first and last departure, how often it leaves and its price, then book.',
  },
  gallery: {
    path: '/gallery',
    title: 'Photo gallery',
    description:
      'Photos of the tours and experiences on Roteiro, from Lisbon’s hills to Sintra’s palaces. Open any photo to see its tour.',
  },
  faq: {
    path: '/frequently-asked-questions',
    title: 'Frequently asked questions',
    description:
      'Answers about booking, tickets, refunds, guides and affiliates on Roteiro: cut-off times, the free cancellation rule, QR tickets and more.',
  },
  liveMap: {
    path: '/live-map',
    title: 'Live map of tours',
    description:
      'Every tour’s meeting point in Portugal on one map, with the tours running right now marked live. Find what starts near you and book it.',
  },
  lisbonAndPorto: {
    path: '/multi-day-tours/lisbon-and-porto-7-days',
    title: 'Lisbon and Porto in 7 days',
    description:
      'A seven-day trip from Lisbon to Porto: Alfama and Belém, Sintra and Cascais, Óbidos and Nazaré, Coimbra and Aveiro, the Douro valley and Porto, with private transfers and guides. Ask for your plan and quote.',
  },
  guideRegistration: {
    path: '/guide/registration',
    title: 'Run your tours with Roteiro',
    description:
      'Tour companies in Portugal: staff shared and private tours booked on Roteiro with your guides and vehicles, scan tickets on your phone and get paid for every tour. Tell us about your company.',
  },
  transferRegistration: {
    path: '/transfer/registration',
    title: 'Drive transfers for Roteiro',
    description:
      'Transfer companies and drivers in Portugal: take airport and city-to-city transfers booked through the Roteiro concierge. Tell us about your vehicles and the routes you cover.',
  },
  feedback: {
    path: '/feedback',
    title: 'Tell us how it went',
    description:
      'Took a tour or a transfer with Roteiro? Tell us what you enjoyed and what we could do better: every answer is read by our team.',
  },
} as const satisfies Record<string, TStaticPage>;

export type TStaticPageKey = keyof typeof STATIC_PAGES;

type TPageText = 'title' | 'description';

/**
 * The pages' titles and descriptions as a table of texts, `<page>.title` and `<page>.description` (its
 * Portuguese: locales/pt-PT/storefrontPages.json, registered with the storefront's Portuguese catalogues and on
 * the server).
 */
export const storefrontPageTexts = defineTexts(
  'storefrontPages',
  Object.fromEntries(
    Object.entries(STATIC_PAGES).flatMap(([key, page]) => [
      [`${key}.title`, page.title],
      [`${key}.description`, page.description],
    ]),
  ) as Record<`${TStaticPageKey}.${TPageText}`, string>,
);

/** A static page's title and description in `locale` (the tab, the heading and the served HTML's preview). */
export function staticPageTexts(
  key: TStaticPageKey,
  locale: TLocale,
): { title: string; description: string } {
  const english = STATIC_PAGES[key];
  return {
    title: wordText(refOf(storefrontPageTexts, `${key}.title`), locale) ?? english.title,
    description: wordText(refOf(storefrontPageTexts, `${key}.description`), locale) ?? english.description,
  };
}
