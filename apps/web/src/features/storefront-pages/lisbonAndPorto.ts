/** The seven-day Lisbon-to-Porto trip of /multi-day-tours/lisbon-and-porto-7-days: a sample plan the concierge adapts. */
export type TItineraryStop = { name: string; lat: number; lng: number };
export type TItineraryDay = { title: string; overnight: string; text: string; stops: TItineraryStop[] };

export const LISBON_AND_PORTO_DAYS: TItineraryDay[] = [
  {
    title: 'Lisbon: Alfama and the Baixa',
    overnight: 'Lisbon',
    text: 'A driver meets you at Lisbon airport. In the afternoon a local guide walks you through Alfama’s lanes to the cathedral and the Santa Luzia viewpoint, down to the Baixa and Praça do Comércio by the river.',
    stops: [
      { name: 'Lisbon Cathedral', lat: 38.7098, lng: -9.1335 },
      { name: 'Praça do Comércio', lat: 38.7075, lng: -9.1364 },
    ],
  },
  {
    title: 'Belém and the river',
    overnight: 'Lisbon',
    text: 'The Jerónimos Monastery and Belém Tower in the morning, a pastel de nata where they were first baked, then LX Factory’s shops and a sunset over the 25 de Abril bridge.',
    stops: [
      { name: 'Jerónimos Monastery', lat: 38.6979, lng: -9.2068 },
      { name: 'Belém Tower', lat: 38.6916, lng: -9.216 },
    ],
  },
  {
    title: 'Sintra and Cascais',
    overnight: 'Lisbon',
    text: 'A private guide takes you to Pena Palace and the gardens of Sintra before the crowds, on to Cabo da Roca, the westernmost point of mainland Europe, and back along the coast through Cascais.',
    stops: [
      { name: 'Pena Palace, Sintra', lat: 38.7876, lng: -9.3906 },
      { name: 'Cabo da Roca', lat: 38.7804, lng: -9.4989 },
      { name: 'Cascais', lat: 38.6979, lng: -9.4215 },
    ],
  },
  {
    title: 'Óbidos, Nazaré and Coimbra',
    overnight: 'Coimbra',
    text: 'North with your driver: the walled village of Óbidos and its ginjinha, lunch by the beach in Nazaré where the giant waves break in winter, and the evening in the university town of Coimbra.',
    stops: [
      { name: 'Óbidos', lat: 39.3606, lng: -9.1571 },
      { name: 'Nazaré', lat: 39.6021, lng: -9.071 },
      { name: 'University of Coimbra', lat: 40.2076, lng: -8.4261 },
    ],
  },
  {
    title: 'Aveiro and on to Porto',
    overnight: 'Porto',
    text: 'The university’s Joanina library in the morning, the canals and striped houses of Aveiro and Costa Nova after lunch, and Porto by the evening.',
    stops: [
      { name: 'Aveiro', lat: 40.6405, lng: -8.6538 },
      { name: 'Porto', lat: 41.1496, lng: -8.611 },
    ],
  },
  {
    title: 'The Douro valley',
    overnight: 'Porto',
    text: 'A day in the terraced vineyards of the Douro: a quinta with a tasting of its port and wines, lunch, and a boat ride on the river at Pinhão.',
    stops: [{ name: 'Pinhão, Douro valley', lat: 41.1906, lng: -7.5462 }],
  },
  {
    title: 'Porto',
    overnight: '—',
    text: 'The Ribeira and the Dom Luís I bridge on foot, a port cellar in Vila Nova de Gaia, and a driver to the airport when it is time to fly home.',
    stops: [
      { name: 'Ribeira', lat: 41.1406, lng: -8.6131 },
      { name: 'Vila Nova de Gaia cellars', lat: 41.1372, lng: -8.6125 },
    ],
  },
];

export const LISBON_AND_PORTO_INCLUDED = [
  'Six nights in hotels we choose with you (three in Lisbon, one in Coimbra, two in Porto)',
  'Airport pick-up in Lisbon and drop-off in Porto',
  'A private driver for every journey between cities',
  'Guided walks in Lisbon and Porto, a private guide for Sintra, the Douro day with a tasting and lunch',
  'Our concierge on WhatsApp from the first day to the last',
];

export const LISBON_AND_PORTO_NOT_INCLUDED = [
  'Flights',
  'Meals other than the Douro lunch',
  'Entrance tickets to monuments, unless your plan says otherwise',
];

/** The destinations the quote request is filled in with. */
export const LISBON_AND_PORTO_DESTINATIONS = [
  'Lisbon',
  'Sintra',
  'Óbidos',
  'Nazaré',
  'Coimbra',
  'Aveiro',
  'Porto',
];
