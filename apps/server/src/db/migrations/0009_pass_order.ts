import { type Kysely, sql } from 'kysely';

/**
 * /unlock lists the visible passes cheapest first: a partial index holds exactly those rows in
 * that order, so the page is an index scan however large the catalogue grows. Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index "activity_pass_order_idx" on "activity" ("priceCents", "id") where "isVisible" and "isPass"
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists "activity_pass_order_idx"`.execute(db);
}
