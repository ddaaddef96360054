import type { TCategoryKey } from '@roteiro/domain/catalogue/categories';
import type { SceneName } from './seed-images.ts';

/**
 * Every demo account signs in with this password (README lists the accounts). Each reads Roteiro in its `locale`
 * (the account's language): English unless given, Portuguese for the Sintra Trails accounts and the vendor.
 */
export const DEMO_PASSWORD = 'roteiro-demo';

export const demoAccounts = {
  admin: { email: 'admin@roteiro.test', name: 'Inês Admin' },
  companies: [
    {
      email: 'tejo@roteiro.test',
      name: 'Tejo Tours',
      phoneNumber: '+351912345678',
      messagingId: '100200300',
      numberOfSeats: 8,
      city: 'Lisbon',
      line1: 'Rua da Prata 120',
      line2: '2º Esq.',
      postalCode: '1100-420',
      taxId: 'PT509876544',
      hasFinishedSetUp: true,
      employees: [
        { email: 'ana@roteiro.test', name: 'Ana Costa' },
        { email: 'rui@roteiro.test', name: 'Rui Almeida' },
      ],
    },
    {
      email: 'sintra@roteiro.test',
      name: 'Sintra Trails',
      phoneNumber: '+351913222111',
      messagingId: null,
      numberOfSeats: null,
      city: 'Sintra',
      line1: 'Largo Rainha D. Amélia 5',
      line2: 'Loja',
      postalCode: '2710-616',
      taxId: 'PT501234560',
      hasFinishedSetUp: false,
      locale: 'pt-PT',
      employees: [{ email: 'marta@roteiro.test', name: 'Marta Silva', locale: 'pt-PT' }],
    },
  ],
  vendor: { email: 'vendor@roteiro.test', name: 'Quiosque Rossio', locale: 'pt-PT' },
  affiliate: { email: 'affiliate@roteiro.test', name: 'Lisbon Insider Blog', discountCode: 'LISBOA10' },
} as const;

/**
 * The demo reseller of the OCTO API (`/octo`): sells every bookable activity at 20 % commission. Its API key is a fixed,
 * published string (README) because it is demo data; it is stored hashed like every real key, which the admin's
 * Resellers page creates at random and shows once.
 */
export const demoReseller = {
  name: 'Lisboa Travel Partners',
  commissionBasisPoints: 2000,
  apiKey: 'rtk_demo-lisboa-travel-partners',
} as const;

export type DemoActivity = {
  title: string;
  description: string;
  categories: TCategoryKey[];
  durationMinutes: number;
  priceCents: number;
  privatePriceCents: number | null;
  marketPriceCents: number | null;
  guiderPaymentCents: number;
  isPass: boolean;
  isFeatured: boolean;
  city: 'Lisbon, Portugal' | 'Sintra, Portugal';
  meetingPoint: string;
  marker: { lat: number; lng: number };
  sharedTimeSlots: string[];
  cover: SceneName;
  gallery: SceneName[];
  highlights: string[];
  stops: { title: string; description: string }[];
  rating: { count: number; stars: number };
};

const privateSlots = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'];
export const DEMO_PRIVATE_SLOTS = privateSlots;

export const demoActivities: DemoActivity[] = [
  {
    title: 'Alfama and Mouraria walking tour with a local guide',
    description:
      'Climb the oldest quarters of Lisbon with a guide who grew up there: tiled façades, hidden miradouros, the cathedral and the castle walls, and the stories of fado that were born in these streets. We end with a taste of ginjinha.',
    categories: ['walking-tours', 'history', 'culture-history', 'sightseeing'],
    durationMinutes: 180,
    priceCents: 2500,
    privatePriceCents: 14000,
    marketPriceCents: 3500,
    guiderPaymentCents: 6000,
    isPass: false,
    isFeatured: true,
    city: 'Lisbon, Portugal',
    meetingPoint: 'Praça do Comércio, by the Arco da Rua Augusta',
    marker: { lat: 38.7078, lng: -9.1366 },
    sharedTimeSlots: ['10:00', '14:00'],
    cover: 'lisbon-tram',
    gallery: ['azulejo', 'fado-night'],
    highlights: ['Walk the narrow streets of the oldest quarter', 'Views from two miradouros'],
    stops: [
      { title: 'Lisbon Cathedral', description: 'The Sé, built in 1147 on the site of the old mosque.' },
      {
        title: 'Miradouro de Santa Luzia',
        description: 'Tiled terrace with a view over the Alfama roofs and the river.',
      },
      { title: 'Largo do Intendente', description: 'A square of tiled façades in the heart of Mouraria.' },
    ],
    rating: { count: 42, stars: 197 },
  },
  {
    title: 'Belém monuments by tuk-tuk',
    description:
      'An electric tuk-tuk ride along the river to Belém: the Jerónimos Monastery, the Monument to the Discoveries and the Belém Tower, with time for the famous custard tarts.',
    categories: ['tuk-tuk', 'architecture', 'history', 'sightseeing'],
    durationMinutes: 120,
    priceCents: 3500,
    privatePriceCents: 12000,
    marketPriceCents: 4500,
    guiderPaymentCents: 5000,
    isPass: false,
    isFeatured: true,
    city: 'Lisbon, Portugal',
    meetingPoint: 'Cais do Sodré station, main entrance',
    marker: { lat: 38.7057, lng: -9.1453 },
    sharedTimeSlots: ['10:00', '14:00'],
    cover: 'belem-tower',
    gallery: ['tuk-tuk', 'river-sunset'],
    highlights: ['Electric tuk-tuk', 'Custard tarts stop'],
    stops: [
      { title: 'Jerónimos Monastery', description: 'Manueline masterpiece and UNESCO World Heritage site.' },
      { title: 'Belém Tower', description: 'The fortress that guarded the mouth of the Tagus.' },
    ],
    rating: { count: 65, stars: 301 },
  },
  {
    title: 'Sintra palaces full-day tour',
    description:
      'A full day in the hills of Sintra: the colourful Pena Palace, the mysterious Quinta da Regaleira and its initiation well, lunch in the old town and the wild coast at Cabo da Roca on the way back.',
    categories: ['day-trip', 'architecture', 'nature', 'culture-history'],
    durationMinutes: 480,
    priceCents: 6900,
    privatePriceCents: 32000,
    marketPriceCents: 8900,
    guiderPaymentCents: 12000,
    isPass: false,
    isFeatured: true,
    city: 'Sintra, Portugal',
    meetingPoint: 'Sintra railway station, in front of the ticket office',
    marker: { lat: 38.8004, lng: -9.3795 },
    sharedTimeSlots: ['09:00'],
    cover: 'sintra-palace',
    gallery: ['azulejo', 'river-sunset'],
    highlights: ['Pena Palace and its gardens', 'Cabo da Roca, the westernmost point of Europe'],
    stops: [
      { title: 'Pena Palace', description: 'The romantic palace on top of the Sintra hills.' },
      { title: 'Quinta da Regaleira', description: 'Gardens, grottoes and the famous initiation well.' },
      { title: 'Cabo da Roca', description: 'Cliffs over the Atlantic at the edge of the continent.' },
    ],
    rating: { count: 28, stars: 136 },
  },
  {
    title: 'Lisbon sunset tuk-tuk tour',
    description:
      'Chase the golden hour across the seven hills of Lisbon in a tuk-tuk, stopping at the best viewpoints while the city lights up, and finish by the river.',
    categories: ['tuk-tuk', 'sightseeing', 'sunny-weather'],
    durationMinutes: 90,
    priceCents: 3000,
    privatePriceCents: 10000,
    marketPriceCents: null,
    guiderPaymentCents: 4000,
    isPass: false,
    isFeatured: false,
    city: 'Lisbon, Portugal',
    meetingPoint: 'Largo do Chiado, by the statue of António Ribeiro',
    marker: { lat: 38.7107, lng: -9.1425 },
    sharedTimeSlots: ['17:00', '18:00'],
    cover: 'river-sunset',
    gallery: ['tuk-tuk', 'lisbon-tram'],
    highlights: ['Three viewpoints at golden hour', 'Small group, at most 6 people'],
    stops: [
      {
        title: 'Miradouro da Graça',
        description: 'The highest viewpoint in the old town, facing the castle.',
      },
      {
        title: 'Miradouro de São Pedro de Alcântara',
        description: 'A garden terrace above Baixa and the river.',
      },
    ],
    rating: { count: 12, stars: 58 },
  },
  {
    title: 'Lisbon river and tram day pass',
    description:
      'A day pass for the historic tram 28 route and the river boats: hop on and off as you like, with a guide at every departure point to help you plan your day.',
    categories: ['sightseeing', 'boat-tours', 'tickets'],
    durationMinutes: 600,
    priceCents: 1900,
    privatePriceCents: null,
    marketPriceCents: 2500,
    guiderPaymentCents: 0,
    isPass: true,
    isFeatured: false,
    city: 'Lisbon, Portugal',
    meetingPoint: 'Martim Moniz tram stop',
    marker: { lat: 38.7158, lng: -9.1361 },
    sharedTimeSlots: ['09:30'],
    cover: 'porto-bridge',
    gallery: ['lisbon-tram', 'river-sunset'],
    highlights: ['Unlimited tram 28 rides for a day', 'River crossing to Cacilhas'],
    stops: [{ title: 'Martim Moniz', description: 'Where the tram 28 line starts its climb to Graça.' }],
    rating: { count: 0, stars: 0 },
  },
];
