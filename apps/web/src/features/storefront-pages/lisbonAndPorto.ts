/**
 * The seven-day Lisbon-to-Porto trip of /multi-day-tours/lisbon-and-porto-7-days: a sample plan the concierge
 * adapts. Its words are in the `trip` catalogue (`trip.days.<key>`, `trip.stops.<key>`), in each language.
 */
export type TItineraryStop = { key: string; lat: number; lng: number };
export type TItineraryDay = {
  key: 'alfama' | 'belem' | 'sintra' | 'obidos' | 'aveiro' | 'douro' | 'porto';
  /** Where the night is spent (`trip.nights.<key>`), none on the last day. */
  overnight: 'lisbon' | 'coimbra' | 'porto' | null;
  stops: TItineraryStop[];
};

export const LISBON_AND_PORTO_DAYS: TItineraryDay[] = [
  {
    key: 'alfama',
    overnight: 'lisbon',
    stops: [
      { key: 'cathedral', lat: 38.7098, lng: -9.1335 },
      { key: 'comercio', lat: 38.7075, lng: -9.1364 },
    ],
  },
  {
    key: 'belem',
    overnight: 'lisbon',
    stops: [
      { key: 'jeronimos', lat: 38.6979, lng: -9.2068 },
      { key: 'belemTower', lat: 38.6916, lng: -9.216 },
    ],
  },
  {
    key: 'sintra',
    overnight: 'lisbon',
    stops: [
      { key: 'pena', lat: 38.7876, lng: -9.3906 },
      { key: 'caboDaRoca', lat: 38.7804, lng: -9.4989 },
      { key: 'cascais', lat: 38.6979, lng: -9.4215 },
    ],
  },
  {
    key: 'obidos',
    overnight: 'coimbra',
    stops: [
      { key: 'obidos', lat: 39.3606, lng: -9.1571 },
      { key: 'nazare', lat: 39.6021, lng: -9.071 },
      { key: 'coimbraUniversity', lat: 40.2076, lng: -8.4261 },
    ],
  },
  {
    key: 'aveiro',
    overnight: 'porto',
    stops: [
      { key: 'aveiro', lat: 40.6405, lng: -8.6538 },
      { key: 'porto', lat: 41.1496, lng: -8.611 },
    ],
  },
  {
    key: 'douro',
    overnight: 'porto',
    stops: [{ key: 'pinhao', lat: 41.1906, lng: -7.5462 }],
  },
  {
    key: 'porto',
    overnight: null,
    stops: [
      { key: 'ribeira', lat: 41.1406, lng: -8.6131 },
      { key: 'gaiaCellars', lat: 41.1372, lng: -8.6125 },
    ],
  },
];

/** What the trip includes and leaves out (`trip.included.<key>`, `trip.notIncluded.<key>`). */
export const LISBON_AND_PORTO_INCLUDED = ['hotels', 'airports', 'driver', 'guides', 'concierge'] as const;
export const LISBON_AND_PORTO_NOT_INCLUDED = ['flights', 'meals', 'tickets'] as const;

/** The destinations the quote request is filled in with (the quote wizard's city names). */
export const LISBON_AND_PORTO_DESTINATIONS = [
  'Lisbon',
  'Sintra',
  'Óbidos',
  'Nazaré',
  'Coimbra',
  'Aveiro',
  'Porto',
];
