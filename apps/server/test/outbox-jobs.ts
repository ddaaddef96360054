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

/** A mail as the outbox holds it, whole; `attachments` is null when it has none. */
export type TQueuedMail = {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; cid?: string; contentBase64: string }[] | null;
};

/** The same, whole: subject, plain text, HTML and attachments (QR codes, the calendar file), oldest first. */
export async function queuedMailsInFull(db: Database['db'], recipient: string): Promise<TQueuedMail[]> {
  const { rows } = await sql<TQueuedMail>`
    select data->>'subject' as subject, data->>'text' as text, data->>'html' as html,
      data->'attachments' as attachments
    from pgboss.job where name in ('mail.send', 'mail.urgent') and lower(data->>'to') = ${recipient.toLowerCase()}
    order by created_on`.execute(db);
  return rows;
}

/** A mail's calendar file: its content type and its text with folded lines joined again. */
export function attachedCalendar(mail: TQueuedMail | undefined): {
  contentType: string | undefined;
  text: string;
} {
  const ics = mail?.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  return {
    contentType: ics?.contentType,
    text: Buffer.from(ics?.contentBase64 ?? '', 'base64')
      .toString()
      .replace(/\r\n /g, ''),
  };
}
