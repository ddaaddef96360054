import { type Kysely, sql } from 'kysely';

/**
 * The blog: articles written in Markdown by admins. The slug is the article's address
 * (/blog/{slug}), unique; a draft has no publishedAt, and only published articles are public. The cover
 * is the storage folder of an uploaded image (public/blog/…). Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "blog_article" (
      "id" uuid primary key default gen_random_uuid(),
      "slug" text not null constraint "blog_article_slug_key" unique
        check ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("slug") <= 80),
      "title" text not null check (char_length("title") between 1 and 120),
      "description" text not null check (char_length("description") between 1 and 300),
      "body" text not null check (char_length("body") between 1 and 40000),
      "coverKey" text,
      "status" text not null default 'draft' check ("status" in ('draft', 'published')),
      "publishedAt" timestamptz,
      "createdBy" text references "user" ("id") on delete set null,
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null default now(),
      check (("status" = 'published') = ("publishedAt" is not null))
    )
  `.execute(db);
  await sql`create index "blog_article_published_idx" on "blog_article" ("publishedAt" desc, "id" desc) where "status" = 'published'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists "blog_article"`.execute(db);
}
