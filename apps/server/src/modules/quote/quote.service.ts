import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import type { TPage } from '@roteiro/domain/paging/page';
import type { TPageQuery } from '@roteiro/domain/paging/paging';
import {
  QUOTE_REQUESTS_PAGE_SIZE,
  type TQuoteRequest,
  type TQuoteRequestListItem,
} from '@roteiro/domain/quote/quote';
import type { Db } from '../../db/database.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { quoteRequestMail } from '../../platform/mail/templates/quote-request.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { countQuoteRequests, insertQuoteRequest, listQuoteRequests } from './quote.repository.ts';

export type QuoteDeps = { db: Db; outbox: Pick<Outbox, 'enqueue'>; staffEmail: string };

/** Stores the request and queues the staff e-mail in the same transaction: both happen or neither. */
/** Stores the request, with the language it was written in (staff answer in it), and mails staff. */
export async function submitQuoteRequest(
  deps: QuoteDeps,
  request: TQuoteRequest,
  locale: TLocale = DEFAULT_LOCALE,
): Promise<{ id: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await insertQuoteRequest(trx, request, locale);
    await deps.outbox.enqueue(trx, {
      kind: 'mail.send',
      payload: { to: deps.staffEmail, ...quoteRequestMail({ request, locale }) },
    });
    return { id: row.id };
  });
}

export async function listReceivedQuoteRequests(
  db: Db,
  query: TPageQuery,
): Promise<TPage<TQuoteRequestListItem>> {
  const window = pageWindow(query, QUOTE_REQUESTS_PAGE_SIZE);
  const rows = await listQuoteRequests(db, window);
  const total = await countQuoteRequests(db);
  return toPage(
    rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    total,
    window,
  );
}
