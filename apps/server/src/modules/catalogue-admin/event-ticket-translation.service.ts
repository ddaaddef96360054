import { catalogueFormMessages as m } from '@roteiro/domain/catalogue/activity-messages';
import {
  readEventTranslationTexts,
  readTicketTranslationTexts,
  type TEventTranslationResponse,
  type TEventTranslationTexts,
  type TTicketTranslationResponse,
  type TTicketTranslationTexts,
} from '@roteiro/domain/catalogue/event-ticket-translation';
import type { TTranslationLocale } from '@roteiro/domain/catalogue/translation';
import { textRef } from '@roteiro/domain/i18n/texts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  findEvent,
  findEventTranslation,
  findTicket,
  findTicketTranslation,
  upsertEventTranslation,
  upsertTicketTranslation,
} from './event-ticket-admin.repository.ts';

/*
 * The texts of events and tickets in another language (issue 36), as activity-translation.service.ts does for
 * activities: read empty while none is written, saved whole (a text left out is no longer translated).
 */

const eventNotFound = () => new AppError('NOT_FOUND', textRef(m, 'eventNotFound'));
const ticketNotFound = () => new AppError('NOT_FOUND', textRef(m, 'ticketNotFound'));

/** An event's title in `locale` as the admin edits it: empty while none is written. */
export async function getEventTranslation(
  db: Db,
  id: string,
  locale: TTranslationLocale,
): Promise<TEventTranslationResponse> {
  const [event, row] = await Promise.all([findEvent(db, id), findEventTranslation(db, id, locale)]);
  if (!event) {
    throw eventNotFound();
  }
  return {
    id,
    locale,
    texts: readEventTranslationTexts(row?.texts),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Saves an event's texts in `locale`; a missing event writes nothing (the insert reads the event's row). */
export async function saveEventTranslation(
  db: Db,
  id: string,
  locale: TTranslationLocale,
  texts: TEventTranslationTexts,
): Promise<TEventTranslationResponse> {
  const row = await upsertEventTranslation(db, id, locale, JSON.stringify(texts));
  if (!row) {
    throw eventNotFound();
  }
  return { id, locale, texts, updatedAt: row.updatedAt.toISOString() };
}

/** A ticket's title and description in `locale` as the admin edits them: empty while none is written. */
export async function getTicketTranslation(
  db: Db,
  id: string,
  locale: TTranslationLocale,
): Promise<TTicketTranslationResponse> {
  const [ticket, row] = await Promise.all([findTicket(db, id), findTicketTranslation(db, id, locale)]);
  if (!ticket) {
    throw ticketNotFound();
  }
  return {
    id,
    locale,
    texts: readTicketTranslationTexts(row?.texts),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Saves a ticket's texts in `locale`; a missing ticket writes nothing. */
export async function saveTicketTranslation(
  db: Db,
  id: string,
  locale: TTranslationLocale,
  texts: TTicketTranslationTexts,
): Promise<TTicketTranslationResponse> {
  const row = await upsertTicketTranslation(db, id, locale, JSON.stringify(texts));
  if (!row) {
    throw ticketNotFound();
  }
  return { id, locale, texts, updatedAt: row.updatedAt.toISOString() };
}
