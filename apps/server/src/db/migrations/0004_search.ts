import { type Kysely, sql } from 'kysely';

/**
 * Public catalogue search: an accent-insensitive full-text document over an activity's title (A),
 * description (B), category names and city (C), indexed with GIN. Function bodies name their schema: index builds run with an empty search_path. Queries must call
 * `activity_search_document(...)` with the same arguments so the index is used.
 * One statement per `sql` call (PGlite).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent with schema public`.execute(db);
  // unaccent() is only STABLE (it reads a dictionary by name); naming the dictionary makes it safe to index.
  await sql`
    create or replace function "roteiro_unaccent"(text) returns text
    language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$
  `.execute(db);
  // Category keys are the names' words joined by '-' ('culture-history'), so replacing '-' gives the names.
  await sql`
    create or replace function "activity_search_document"(title text, description text, categories text[], city text)
    returns tsvector
    language sql immutable parallel safe
    as $$
      select
        setweight(to_tsvector('english'::regconfig, public."roteiro_unaccent"(coalesce(title, ''))), 'A')
        || setweight(to_tsvector('english'::regconfig, public."roteiro_unaccent"(coalesce(description, ''))), 'B')
        || setweight(
          to_tsvector(
            'english'::regconfig,
            public."roteiro_unaccent"(replace(array_to_string(coalesce(categories, '{}'::text[]), ' '), '-', ' ') || ' ' || coalesce(city, ''))
          ),
          'C'
        )
    $$
  `.execute(db);
  await sql`
    create index "activity_search_idx" on "activity"
    using gin ("activity_search_document"("title", "description", "categories", "city"))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists "activity_search_idx"`.execute(db);
  await sql`drop function if exists "activity_search_document"(text, text, text[], text)`.execute(db);
  await sql`drop function if exists "roteiro_unaccent"(text)`.execute(db);
}
