import { type Kysely, sql } from 'kysely';

/**
 * The Portuguese version of a blog article's texts (issue 36): one row per article and language. A text not
 * written is null and shown in English; a written one is trimmed, never empty, and within the English text's
 * limits (migration 0016). The site's own pages need no table of their own: `site_page` (0043) already keeps a
 * row per page and language. Valid on PostgreSQL 15 and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "blog_article_translation" (
      "articleId" uuid not null references "blog_article" ("id") on delete cascade,
      "locale" text not null constraint "blog_article_translation_locale_check" check ("locale" in ('pt-PT')),
      "title" text constraint "blog_article_translation_title_check"
        check (char_length("title") between 1 and 120 and "title" = btrim("title")),
      "description" text constraint "blog_article_translation_description_check"
        check (char_length("description") between 1 and 300 and "description" = btrim("description")),
      "body" text constraint "blog_article_translation_body_check"
        check (char_length("body") between 1 and 40000 and "body" = btrim("body")),
      "updatedAt" timestamptz not null default now(),
      primary key ("articleId", "locale")
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table "blog_article_translation"`.execute(db);
}
