import { z } from 'zod';
import { type TCategoryKey, ZCategoryKey } from './categories.ts';

export const PUBLIC_PAGE_SIZE_DEFAULT = 12;
export const PUBLIC_PAGE_SIZE_MAX = 48;

/** GET /api/activities: the public list, searched and filtered, paginated. */
export const ZPublicActivityListQuery = z.object({
  search: z
    .string()
    .trim()
    .max(200, { message: 'The search is too long' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  category: z
    .union([ZCategoryKey, z.literal('')], { message: 'Unknown category' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  page: z.coerce.number({ message: 'Page must be a number' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number({ message: 'Page size must be a number' })
    .int()
    .min(1)
    .max(PUBLIC_PAGE_SIZE_MAX)
    .default(PUBLIC_PAGE_SIZE_DEFAULT),
});
export type TPublicActivityListQuery = z.output<typeof ZPublicActivityListQuery>;

export const ZPublicActivityParams = z.object({ id: z.uuid({ message: 'Unknown activity' }) });
export const ZPublicEventParams = z.object({
  eventId: z.uuid({ message: 'Unknown event' }),
  id: z.uuid({ message: 'Unknown activity' }),
});

/** An image in the sizes the layout needs. */
export type TPublicImage = {
  card: string;
  details: string;
  thumb: string;
  width: number | null;
  height: number | null;
};

/** An activity as a card in a list. */
export type TPublicActivityCard = {
  id: string;
  title: string;
  slug: string;
  city: string;
  categories: TCategoryKey[];
  durationMinutes: number;
  priceCents: number;
  privatePriceCents: number | null;
  marketPriceCents: number | null;
  isPass: boolean;
  isPrivateOnly: boolean;
  rating: number | null;
  ratingCount: number;
  cover: TPublicImage | null;
};

export type TPublicActivityDetails = TPublicActivityCard & {
  description: string;
  gallery: TPublicImage[];
  videos: string[];
  highlights: string[];
  stops: {
    id: string;
    title: string;
    description: string;
    imageUrl: string | null;
    direction: string | null;
    attractions: string | null;
  }[];
  meetingPoint: string;
  marker: { lat: number; lng: number };
  languages: string[];
  sharedTimeSlots: string[];
  privateTimeSlots: string[];
  schedule: { firstDeparture: string; lastDeparture: string; frequencyMinutes: number } | null;
  minNumOfParticipants: number;
  maxNumOfParticipants: number;
  cancellationPolicy: string;
  notSuitableFor: string | null;
  whatsIncluded: string | null;
  whatToExpect: string | null;
  additionalInfo: string | null;
  accessibility: string | null;
};

export type TPublicEventCard = {
  id: string;
  activityId: string;
  title: string;
  slug: string;
  priceCents: number;
  eventDate: string;
  eventTime: string;
  cover: TPublicImage | null;
};

export type TPublicEventDetails = TPublicEventCard & { activity: TPublicActivityDetails };

export type TPublicTicketCard = {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  ticketLink: string;
  city: string;
  cover: TPublicImage | null;
};

export type TPage<T> = { items: T[]; total: number; page: number; pageSize: number };

export type TStorefrontHome = {
  featured: TPublicActivityCard[];
  events: TPublicEventCard[];
  tickets: TPublicTicketCard[];
};

/** Average of the stars, rounded to 2 decimals (operations.md §9); null without evaluations. */
export function ratingAverage(starsTotal: number, count: number): number | null {
  if (count <= 0) {
    return null;
  }
  return Math.round((starsTotal / count) * 100) / 100;
}

/** The URL slug of a title ('Belém monuments by tuk-tuk' → 'belem-monuments-by-tuk-tuk'). */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export const activityPath = (activity: { id: string; title: string }) =>
  `/details/${activity.id}/${slugify(activity.title)}`;
export const eventPath = (event: { id: string; activityId: string; title: string }) =>
  `/event/${event.id}/details/${event.activityId}/${slugify(event.title)}`;

/** The five category landing pages (operations.md §2) and the category each one lists. */
export const CATEGORY_PAGES = [
  {
    slug: 'full-day-tours',
    category: 'day-trip',
    title: 'Full-day tours',
    intro: 'A whole day out of the city with a local guide: Sintra, Cascais, Évora and more.',
  },
  {
    slug: 'tuk-tuk-tours',
    category: 'tuk-tuk',
    title: 'Tuk-tuk tours',
    intro: "Ride Lisbon's hills, viewpoints and old quarters in an electric tuk-tuk.",
  },
  {
    slug: 'cultural-tours',
    category: 'culture-history',
    title: 'Cultural tours',
    intro: 'Fado, azulejos, monasteries and the stories behind them.',
  },
  {
    slug: 'portugal-architecture',
    category: 'architecture',
    title: 'Portugal architecture',
    intro: 'From Manueline monasteries to romantic palaces and modern landmarks.',
  },
  {
    slug: 'historical-tours',
    category: 'history',
    title: 'Historical tours',
    intro: 'Walk through eight centuries of Portuguese history with a guide.',
  },
] as const satisfies readonly { slug: string; category: TCategoryKey; title: string; intro: string }[];
