import type { TEventData } from '@roteiro/domain/catalogue/event';
import type { TTicketData } from '@roteiro/domain/catalogue/ticket';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';
import type { Page } from './catalogue-admin.repository.ts';

/** What an event's payment product takes from its activity: description and cover. */
export async function findActivityForEvent(db: Executor, activityId: string) {
  return db
    .selectFrom('activity as a')
    .leftJoin('activity_media as m', (join) =>
      join.onRef('m.activityId', '=', 'a.id').on('m.kind', '=', 'cover'),
    )
    .select(['a.id', 'a.description', 'm.storageKey as coverKey'])
    .where('a.id', '=', activityId)
    .executeTakeFirst();
}

/** Shows or hides an event or a ticket on the storefront; undefined when there is no such row. */
export async function setVisible(
  db: Executor,
  table: 'event' | 'ticket_product',
  id: string,
  isVisible: boolean,
) {
  return db
    .updateTable(table)
    .set({ isVisible, updatedAt: new Date() })
    .where('id', '=', id)
    .returning(['id', 'isVisible'])
    .executeTakeFirst();
}

// ---------------------------------------------------------------- events

const eventColumns = (data: TEventData) => ({
  title: data.title,
  priceCents: data.priceCents,
  eventDate: data.eventDate,
  eventTime: data.eventTime,
  activityId: data.activityId,
  whatsappGroupLink: data.whatsappGroupLink,
});

export async function insertEvent(
  db: Executor,
  id: string,
  data: TEventData,
  product: { productId: string; priceLink: string },
): Promise<boolean> {
  const row = await db
    .insertInto('event')
    .values({ id, ...eventColumns(data), ...product })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateEventRow(
  db: Executor,
  id: string,
  data: TEventData,
  product: { productId: string; priceLink: string },
): Promise<boolean> {
  const row = await db
    .updateTable('event')
    .set({ ...eventColumns(data), ...product, updatedAt: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findEvent(db: Executor, id: string) {
  return db
    .selectFrom('event')
    .select([
      'id',
      'title',
      'priceCents',
      'eventDate',
      'eventTime',
      'activityId',
      'whatsappGroupLink',
      'isVisible',
      'productId',
      'priceLink',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Admin list: cheapest first (operations.md §9). */
export async function listEvents(db: Executor, page: Page) {
  const [items, total] = await Promise.all([
    db
      .selectFrom('event as e')
      .innerJoin('activity as a', 'a.id', 'e.activityId')
      .select([
        'e.id',
        'e.title',
        'e.priceCents',
        'e.eventDate',
        'e.eventTime',
        'e.isVisible',
        'a.title as activityTitle',
      ])
      .orderBy('e.priceCents', 'asc')
      .orderBy('e.eventDate')
      .orderBy('e.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom('event').select(countAll()).executeTakeFirstOrThrow(),
  ]);
  return { items, total: total.count };
}

// ---------------------------------------------------------------- tickets

export async function insertTicket(db: Executor, data: TTicketData) {
  return db.insertInto('ticket_product').values(data).returning('id').executeTakeFirstOrThrow();
}

export async function updateTicketRow(db: Executor, id: string, data: TTicketData): Promise<boolean> {
  const row = await db
    .updateTable('ticket_product')
    .set({ ...data, updatedAt: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findTicket(db: Executor, id: string) {
  return db
    .selectFrom('ticket_product')
    .select([
      'id',
      'title',
      'description',
      'priceCents',
      'ticketLink',
      'city',
      'categories',
      'coverImageKey',
      'isVisible',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listTickets(db: Executor, page: Page) {
  const [items, total] = await Promise.all([
    db
      .selectFrom('ticket_product')
      .select(['id', 'title', 'priceCents', 'city', 'isVisible', 'coverImageKey'])
      .orderBy('priceCents', 'asc')
      .orderBy('title')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom('ticket_product').select(countAll()).executeTakeFirstOrThrow(),
  ]);
  return { items, total: total.count };
}
