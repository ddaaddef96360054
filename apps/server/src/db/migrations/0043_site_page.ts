import { type Kysely, sql } from 'kysely';
import { demoSitePages } from '../../seed/seed-site-pages.ts';

/**
 * The site's own pages: About, Contracts and Privacy, which were links to another site. One row per
 * page and language: `key` (`about`, `contracts`, `privacy`; the footer links each), `locale` (`en` or `pt-PT`),
 * `title`, `description` (the page's meta description), `body` (Markdown, rendered to sanitised HTML when read),
 * `updatedAt` and `updatedBy` (the admin who saved it last, set null if the account goes). A page without a row
 * in the visitor's language shows its English row. The first texts are written here; admins edit them. Valid on
 * PostgreSQL 15 and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "site_page" (
      "key" text not null constraint "site_page_key_check" check ("key" in ('about', 'contracts', 'privacy')),
      "locale" text not null constraint "site_page_locale_check" check ("locale" in ('en', 'pt-PT')),
      "title" text not null constraint "site_page_title_check" check (char_length("title") between 1 and 120),
      "description" text not null
        constraint "site_page_description_check" check (char_length("description") between 1 and 300),
      "body" text not null constraint "site_page_body_check" check (char_length("body") between 1 and 40000),
      "updatedAt" timestamptz not null default now(),
      "updatedBy" text references "user" ("id") on delete set null,
      constraint "site_page_pkey" primary key ("key", "locale")
    )
  `.execute(db);
  // A database that already has data is not seeded again: without these rows its footer's links would lead to
  // a page that is not there. The first texts go in with the table; admins edit them afterwards.
  for (const page of demoSitePages) {
    await sql`
      insert into "site_page" ("key", "locale", "title", "description", "body")
      values (${page.key}, ${page.locale}, ${page.title}, ${page.description}, ${page.body})
      on conflict do nothing
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists "site_page"`.execute(db);
}
