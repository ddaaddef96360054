// No zod here: the web's route table and the server's link previews and sitemap read these texts.

/** A public page of the storefront that is not a catalogue item: its path, title and description. */
export type TStaticPage = { path: string; title: string; description: string };

/**
 * The storefront's information pages (operations.md §2, issue 14). The web's route handles and the
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
} as const satisfies Record<string, TStaticPage>;

export type TStaticPageKey = keyof typeof STATIC_PAGES;
