import { type Kysely, sql } from 'kysely';

/**
 * Request throttling shared by every server process: one row per limit, key and fixed window,
 * counted by one atomic upsert, so two processes behind a load balancer see the same count. Old windows are
 * deleted now and then by the process that counts. Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "request_throttle" (
      "bucket" text not null,
      "key" text not null,
      "windowStart" timestamptz not null,
      "count" integer not null default 1 check ("count" > 0),
      primary key ("bucket", "key", "windowStart")
    )
  `.execute(db);
  await sql`create index "request_throttle_window_idx" on "request_throttle" ("windowStart")`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table "request_throttle"`.execute(db);
}
