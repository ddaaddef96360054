import { type Kysely, sql } from 'kysely';

/**
 * The dev mailbox keeps a mail's attachments (inline QR images, calendar files) so they can be looked at
 * as they would have been received: `[{ filename, contentType, contentBase64, cid }]`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "dev_message" add column "attachments" jsonb not null default '[]'::jsonb`.execute(
    db,
  );
}
