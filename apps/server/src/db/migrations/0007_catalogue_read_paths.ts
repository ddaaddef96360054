import { type Kysely, sql } from 'kysely';

/**
 * The public catalogue's hot reads use their indexes at marketplace size:
 * - the search document is stored (a generated column of the same function as 0004), so neither the index
 *   recheck nor the ranking recomputes the accent-folded text of every matching row;
 * - the list's order ("durationMinutes" desc, "title", "id") has an index over the visible activities, so a
 *   page is an index scan with no sort, and so does the home page's featured list.
 * One statement per `sql` call (PGlite); valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table "activity" add column "searchDocument" tsvector
    generated always as ("activity_search_document"("title", "description", "categories", "city")) stored
  `.execute(db);
  await sql`drop index if exists "activity_search_idx"`.execute(db);
  await sql`create index "activity_search_document_idx" on "activity" using gin ("searchDocument") where "isVisible"`.execute(
    db,
  );
  await sql`
    create index "activity_public_order_idx" on "activity" ("durationMinutes" desc, "title", "id") where "isVisible"
  `.execute(db);
  await sql`drop index if exists "activity_featured_idx"`.execute(db);
  await sql`
    create index "activity_featured_order_idx" on "activity" ("durationMinutes" desc, "id")
    where "isVisible" and "isFeatured"
  `.execute(db);
}
