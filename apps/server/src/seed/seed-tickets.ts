import { type TTicketInput, ZTicketInput } from '@roteiro/domain/catalogue/ticket';
import type { CatalogueAdminDeps } from '../modules/catalogue-admin/activity-admin.service.ts';
import { createTicket } from '../modules/catalogue-admin/event-ticket-admin.service.ts';
import type { SceneName } from './seed-images.ts';

/**
 * The demo's ticket products (catalogue.md §3: entries sold where their link points), so the home page's
 * tickets section has something to show. Their Portuguese texts are in seed-content-pt.ts.
 */
export const demoTickets: (Omit<TTicketInput, 'coverImageKey'> & { cover: SceneName })[] = [
  {
    title: 'Belém Tower skip-the-line entry',
    description:
      'Timed entry to the 16th-century fortress on the Tagus, without the queue: climb to the terrace for the view over the river.',
    priceCents: 1000,
    ticketLink: 'https://tickets.example.com/belem-tower',
    city: 'Lisbon, Portugal',
    categories: ['tickets', 'history'],
    cover: 'belem-tower',
  },
  {
    title: 'Pena Palace and Park entry',
    description:
      'Entry to the palace and its park above Sintra: the painted terraces, the state rooms and the forest paths to the High Cross.',
    priceCents: 2000,
    ticketLink: 'https://tickets.example.com/pena-palace',
    city: 'Sintra, Portugal',
    categories: ['tickets', 'history'],
    cover: 'sintra-palace',
  },
  {
    title: 'Lisbon tram 28 day ticket',
    description:
      'Unlimited rides for 24 hours on the trams, buses and funiculars of Lisbon, tram 28 included.',
    priceCents: 1080,
    ticketLink: 'https://tickets.example.com/lisbon-tram-day',
    city: 'Lisbon, Portugal',
    categories: ['tickets'],
    cover: 'lisbon-tram',
  },
];

/** Creates the demo tickets through the authoring service, each with its scene as cover. */
export async function seedTickets(
  deps: CatalogueAdminDeps,
  coverOf: (scene: SceneName) => Promise<{ key: string }>,
): Promise<void> {
  for (const { cover, ...ticket } of demoTickets) {
    const { key } = await coverOf(cover);
    await createTicket(deps, ZTicketInput.parse({ ...ticket, coverImageKey: key }));
  }
}
