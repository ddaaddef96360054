import type { TPage } from '@roteiro/domain/catalogue/public';
import {
  quoteRequestMailText,
  type TQuoteRequest,
  type TQuoteRequestListItem,
} from '@roteiro/domain/quote/quote';
import type { Db } from '../../db/database.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { countQuoteRequests, insertQuoteRequest, listQuoteRequests } from './quote.repository.ts';

export type QuoteDeps = { db: Db; outbox: Pick<Outbox, 'enqueue'>; staffEmail: string };

/** Stores the request and queues the staff e-mail in the same transaction: both happen or neither. */
export async function submitQuoteRequest(deps: QuoteDeps, request: TQuoteRequest): Promise<{ id: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await insertQuoteRequest(trx, request);
    await deps.outbox.enqueue(trx, {
      kind: 'mail.send',
      payload: {
        to: deps.staffEmail,
        subject: `New quote request from ${request.clientName}`,
        text: `A traveller asked for a quote.\n\n${quoteRequestMailText(request)}\n\nReply to ${request.email}.`,
      },
    });
    return { id: row.id };
  });
}

export async function listReceivedQuoteRequests(
  db: Db,
  page: { page: number; pageSize: number },
): Promise<TPage<TQuoteRequestListItem>> {
  const [rows, total] = await Promise.all([
    listQuoteRequests(db, { limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
    countQuoteRequests(db),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}
