import type { TEventData } from '@roteiro/domain/catalogue/event';
import type { TTicketData } from '@roteiro/domain/catalogue/ticket';
import { sql } from 'kysely';
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
      .leftJoin('event_translation as tr', (join) =>
        join.onRef('tr.eventId', '=', 'e.id').on('tr.locale', '=', 'pt-PT'),
      )
      .select([
        'e.id',
        'e.title',
        'e.priceCents',
        'e.eventDate',
        'e.eventTime',
        'e.isVisible',
        'a.title as activityTitle',
        // The Portuguese texts, for the translation's state (issue 36).
        'tr.texts as portuguese',
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
      .selectFrom('ticket_product as t')
      .leftJoin('ticket_product_translation as tr', (join) =>
        join.onRef('tr.ticketProductId', '=', 't.id').on('tr.locale', '=', 'pt-PT'),
      )
      .select([
        't.id',
        't.title',
        't.description',
        't.priceCents',
        't.city',
        't.isVisible',
        't.coverImageKey',
        // The Portuguese texts, for the translation's state (issue 36).
        'tr.texts as portuguese',
      ])
      .orderBy('t.priceCents', 'asc')
      .orderBy('t.title')
      .orderBy('t.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom('ticket_product').select(countAll()).executeTakeFirstOrThrow(),
  ]);
  return { items, total: total.count };
}

// ---------------------------------------------------------------- translations (issue 36)

/** An event's texts in one language, or undefined while none is written. */
export async function findEventTranslation(db: Executor, eventId: string, locale: 'pt-PT') {
  return db
    .selectFrom('event_translation')
    .select(['texts', 'updatedAt'])
    .where('eventId', '=', eventId)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

/** A ticket's texts in one language, or undefined while none is written. */
export async function findTicketTranslation(db: Executor, ticketId: string, locale: 'pt-PT') {
  return db
    .selectFrom('ticket_product_translation')
    .select(['texts', 'updatedAt'])
    .where('ticketProductId', '=', ticketId)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

/**
 * Writes an event's texts in one language (`texts`: the JSON of the stored object), replacing what was there.
 * Inserted from the event's own row, so a missing event writes nothing (undefined) with no check before it.
 */
export async function upsertEventTranslation(db: Executor, eventId: string, locale: 'pt-PT', texts: string) {
  const updatedAt = new Date();
  return db
    .insertInto('event_translation')
    .columns(['eventId', 'locale', 'texts', 'updatedAt'])
    .expression((eb) =>
      eb
        .selectFrom('event')
        .select([
          'id',
          sql<string>`${locale}::text`.as('locale'),
          sql<string>`${texts}::jsonb`.as('texts'),
          sql<Date>`${updatedAt}::timestamptz`.as('updatedAt'),
        ])
        .where('id', '=', eventId),
    )
    .onConflict((conflict) => conflict.columns(['eventId', 'locale']).doUpdateSet({ texts, updatedAt }))
    .returning(['updatedAt'])
    .executeTakeFirst();
}

/** Writes a ticket's texts in one language, as upsertEventTranslation (undefined when there is no such ticket). */
export async function upsertTicketTranslation(
  db: Executor,
  ticketId: string,
  locale: 'pt-PT',
  texts: string,
) {
  const updatedAt = new Date();
  return db
    .insertInto('ticket_product_translation')
    .columns(['ticketProductId', 'locale', 'texts', 'updatedAt'])
    .expression((eb) =>
      eb
        .selectFrom('ticket_product')
        .select([
          'id',
          sql<string>`${locale}::text`.as('locale'),
          sql<string>`${texts}::jsonb`.as('texts'),
          sql<Date>`${updatedAt}::timestamptz`.as('updatedAt'),
        ])
        .where('id', '=', ticketId),
    )
    .onConflict((conflict) =>
      conflict.columns(['ticketProductId', 'locale']).doUpdateSet({ texts, updatedAt }),
    )
    .returning(['updatedAt'])
    .executeTakeFirst();
}
