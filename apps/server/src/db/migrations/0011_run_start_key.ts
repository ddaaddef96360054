import { type Kysely, sql } from 'kysely';

/**
 * The start of an activity carries a key the guide's screen made once, so a start sent again
 * (a retry after a lost answer, the offline queue settling) finds the run it created instead of failing.
 * Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "activity_run" add column "startIdempotencyKey" text`.execute(db);
  await sql`
    alter table "activity_run" add constraint "activity_run_start_key_key" unique ("startIdempotencyKey")
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "activity_run" drop column if exists "startIdempotencyKey"`.execute(db);
}
