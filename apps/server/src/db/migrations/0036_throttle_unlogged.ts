import { type Kysely, sql } from 'kysely';

/**
 * The request counts of the throttled public writes (0020) need no crash safety: after a crash PostgreSQL empties
 * an unlogged table, which only starts every window afresh. Unlogged, the upsert that every checkout, form and
 * sign-in link makes writes no WAL, so its commit does not wait for a disk flush.
 * Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "request_throttle" set unlogged`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "request_throttle" set logged`.execute(db);
}
