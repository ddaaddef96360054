import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';
import type { StoredAttachment } from '../../db/types.ts';

/** A mail or chat message kept in the dev mailbox instead of being sent. */
export type DevMessage = {
  id: string;
  channel: 'mail' | 'chat';
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: StoredAttachment[];
  createdAt: Date;
};

export type NewDevMessage = {
  channel: 'mail' | 'chat';
  recipient: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: StoredAttachment[];
};

const devMessageColumns = [
  'id',
  'channel',
  'recipient',
  'subject',
  'text',
  'html',
  'attachments',
  'createdAt',
] as const;

export async function insertDevMessage(db: Executor, message: NewDevMessage): Promise<{ id: string }> {
  return db
    .insertInto('dev_message')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: JSON.stringify(message.attachments ?? []),
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

/** Newest first, paginated in SQL. `page` starts at 1. `recipient` is matched exactly (mail recipients are stored lower-case). */
export async function listDevMessages(
  db: Executor,
  options: { recipient?: string; channel?: 'mail' | 'chat'; page: number; pageSize: number },
): Promise<{ items: DevMessage[]; total: number }> {
  const page = Math.max(1, Math.trunc(options.page));
  const pageSize = Math.min(100, Math.max(1, Math.trunc(options.pageSize)));
  let query = db.selectFrom('dev_message');
  if (options.recipient !== undefined) {
    query = query.where('recipient', '=', options.recipient.trim());
  }
  if (options.channel !== undefined) {
    query = query.where('channel', '=', options.channel);
  }
  // One after the other: `db` may be a transaction, which runs on a single connection.
  const items = await query
    .select(devMessageColumns)
    .orderBy('seq', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const count = await query.select(countAll()).executeTakeFirstOrThrow();
  return { items, total: count.count };
}

/** The newest mail sent to `email` (for tests and the dev sign-in flow), or null. */
export async function latestDevMessageTo(db: Executor, email: string): Promise<DevMessage | null> {
  const row = await db
    .selectFrom('dev_message')
    .select(devMessageColumns)
    .where('channel', '=', 'mail')
    .where('recipient', '=', email.trim().toLowerCase())
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The `index`-th attachment of a kept message, or null. */
export async function findDevAttachment(
  db: Executor,
  messageId: string,
  index: number,
): Promise<StoredAttachment | null> {
  const row = await db
    .selectFrom('dev_message')
    .select('attachments')
    .where('id', '=', messageId)
    .executeTakeFirst();
  return row?.attachments[index] ?? null;
}
