import { hhmm } from '@roteiro/domain/booking/slots';
import { catalogueFormMessages as m } from '@roteiro/domain/catalogue/activity-messages';
import {
  CATALOGUE_ADMIN_PAGE_SIZE,
  type TAdminEventRow,
  type TAdminTicketRow,
  type TEventEdit,
  type TTicketEdit,
} from '@roteiro/domain/catalogue/admin-responses';
import type { TEventData } from '@roteiro/domain/catalogue/event';
import {
  EVENT_TRANSLATED_TEXTS,
  itemTranslationState,
  readEventTranslationTexts,
  readTicketTranslationTexts,
  TICKET_TRANSLATED_TEXTS,
} from '@roteiro/domain/catalogue/event-ticket-translation';
import type { TTicketData } from '@roteiro/domain/catalogue/ticket';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { TPage } from '@roteiro/domain/paging/page';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import type { Db } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { mediaUrl } from '../../platform/storage/uploads.ts';
import { assertMediaExists, type CatalogueAdminDeps } from './activity-admin.service.ts';
import { syncEventProduct } from './catalogue-products.ts';
import {
  findActivityForEvent,
  findEvent,
  findTicket,
  insertEvent,
  insertTicket,
  listEvents,
  listTickets,
  setVisible,
  updateEventRow,
  updateTicketRow,
} from './event-ticket-admin.repository.ts';

async function eventActivity(db: Db, activityId: string) {
  const activity = await findActivityForEvent(db, activityId);
  if (!activity) {
    throw new AppError('VALIDATION_FAILED', textRef(messages, 'invalidInput'), {
      activityId: textRef(m, 'eventActivityRequired'),
    });
  }
  return activity;
}

/** Creates an event and its one payment product (product first; a provider failure saves nothing). */
export async function createEvent(deps: CatalogueAdminDeps, id: string, data: TEventData) {
  if (await findEvent(deps.db, id)) {
    throw new AppError('CONFLICT', textRef(messages, 'invalidInput'));
  }
  const activity = await eventActivity(deps.db, data.activityId);
  const product = await syncEventProduct(
    deps,
    id,
    data,
    activity,
    null,
    textRef(messages, 'eventCreateFailed'),
  );
  try {
    if (!(await insertEvent(deps.db, id, data, product))) {
      throw new AppError('CONFLICT', textRef(messages, 'invalidInput'));
    }
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    deps.log.error({ err: error }, 'saving the event failed');
    throw new AppError('INTERNAL', textRef(messages, 'eventCreateFailed'));
  }
  return { id };
}

export async function updateEvent(deps: CatalogueAdminDeps, id: string, data: TEventData) {
  const existing = await findEvent(deps.db, id);
  if (!existing) {
    throw new AppError('NOT_FOUND', textRef(m, 'eventNotFound'));
  }
  const activity = await eventActivity(deps.db, data.activityId);
  const product = await syncEventProduct(
    deps,
    id,
    data,
    activity,
    existing,
    textRef(messages, 'eventUpdateFailed'),
  );
  try {
    if (!(await updateEventRow(deps.db, id, data, product))) {
      throw new AppError('NOT_FOUND', textRef(m, 'eventNotFound'));
    }
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    deps.log.error({ err: error }, 'saving the event failed');
    throw new AppError('INTERNAL', textRef(messages, 'eventUpdateFailed'));
  }
}

export async function getEventForEdit(db: Db, id: string): Promise<TEventEdit> {
  const event = await findEvent(db, id);
  if (!event) {
    throw new AppError('NOT_FOUND', textRef(m, 'eventNotFound'));
  }
  return {
    id: event.id,
    values: {
      title: event.title,
      priceCents: event.priceCents,
      eventDate: event.eventDate,
      eventTime: hhmm(event.eventTime),
      activityId: event.activityId,
      whatsappGroupLink: event.whatsappGroupLink ?? '',
    },
    isVisible: event.isVisible,
    priceLink: event.priceLink,
  };
}

export async function listAdminEvents(db: Db, query: TPageQuery): Promise<TPage<TAdminEventRow>> {
  const window = pageWindow(query, CATALOGUE_ADMIN_PAGE_SIZE);
  const { items, total } = await listEvents(db, window);
  return toPage(
    items.map(({ portuguese, ...item }) => ({
      ...item,
      eventTime: hhmm(item.eventTime),
      portuguese: itemTranslationState(
        item,
        EVENT_TRANSLATED_TEXTS,
        portuguese ? readEventTranslationTexts(portuguese) : null,
      ),
    })),
    total,
    window,
  );
}

async function changeVisibility(db: Db, table: 'event' | 'ticket_product', id: string, isVisible: boolean) {
  const row = await setVisible(db, table, id, isVisible);
  if (!row) {
    throw new AppError(
      'NOT_FOUND',
      table === 'event' ? textRef(m, 'eventNotFound') : textRef(m, 'ticketNotFound'),
    );
  }
  return row;
}

export const changeEventVisibility = (db: Db, id: string, isVisible: boolean) =>
  changeVisibility(db, 'event', id, isVisible);

/** Tickets are saved directly: no payment product (catalogue.md §4). */
export async function createTicket(deps: CatalogueAdminDeps, data: TTicketData) {
  if (data.coverImageKey) {
    await assertMediaExists(deps.db, [{ field: 'coverImageKey', key: data.coverImageKey }]);
  }
  return insertTicket(deps.db, data);
}

export async function updateTicket(deps: CatalogueAdminDeps, id: string, data: TTicketData) {
  if (data.coverImageKey) {
    await assertMediaExists(deps.db, [{ field: 'coverImageKey', key: data.coverImageKey }]);
  }
  if (!(await updateTicketRow(deps.db, id, data))) {
    throw new AppError('NOT_FOUND', textRef(m, 'ticketNotFound'));
  }
}

export async function getTicketForEdit(db: Db, id: string): Promise<TTicketEdit> {
  const ticket = await findTicket(db, id);
  if (!ticket) {
    throw new AppError('NOT_FOUND', textRef(m, 'ticketNotFound'));
  }
  const { id: ticketId, isVisible, ...values } = ticket;
  return {
    id: ticketId,
    values,
    coverUrl: values.coverImageKey ? mediaUrl(values.coverImageKey, 'card') : null,
    isVisible,
  };
}

export async function listAdminTickets(db: Db, query: TPageQuery): Promise<TPage<TAdminTicketRow>> {
  const window = pageWindow(query, CATALOGUE_ADMIN_PAGE_SIZE);
  const { items, total } = await listTickets(db, window);
  return toPage(
    items.map(({ coverImageKey, description, portuguese, ...item }) => ({
      ...item,
      coverUrl: coverImageKey ? mediaUrl(coverImageKey, 'thumb') : null,
      portuguese: itemTranslationState(
        { title: item.title, description },
        TICKET_TRANSLATED_TEXTS,
        portuguese ? readTicketTranslationTexts(portuguese) : null,
      ),
    })),
    total,
    window,
  );
}

export const changeTicketVisibility = (db: Db, id: string, isVisible: boolean) =>
  changeVisibility(db, 'ticket_product', id, isVisible);
