import { sql } from 'kysely';
import type { Database } from '../src/db/database.ts';

/**
 * Mails the outbox holds for `recipient` in any state (queued, delivered, failed), urgent or not: what a request
 * asked to send, seen the moment the request returns, without waiting for delivery.
 */
export async function queuedMails(db: Database['db'], recipient: string): Promise<{ subject: string }[]> {
  const { rows } = await sql<{ subject: string }>`
    select data->>'subject' as subject from pgboss.job
    where name in ('mail.send', 'mail.urgent') and lower(data->>'to') = ${recipient.toLowerCase()}`.execute(
    db,
  );
  return rows;
}

/** The same, with each mail's plain text (what a test reads to check the words a traveller gets). */
export async function queuedMailContents(
  db: Database['db'],
  recipient: string,
): Promise<{ subject: string; text: string }[]> {
  const { rows } = await sql<{ subject: string; text: string }>`
    select data->>'subject' as subject, data->>'text' as text from pgboss.job
    where name in ('mail.send', 'mail.urgent') and lower(data->>'to') = ${recipient.toLowerCase()}
    order by created_on`.execute(db);
  return rows;
}
