import { type Kysely, sql } from 'kysely';

/**
 * The dev mailbox lists newest first. PGlite's clock has millisecond resolution, so messages sent by one action
 * often share a `createdAt`; an identity column records the order they were stored in.
 * One statement per `sql` call (PGlite).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "dev_message" add column "seq" bigint generated always as identity`.execute(db);
  await sql`create index "dev_message_recipient_seq_idx" on "dev_message" ("recipient", "seq" desc)`.execute(
    db,
  );
  await sql`drop index "dev_message_recipient_idx"`.execute(db);
}
