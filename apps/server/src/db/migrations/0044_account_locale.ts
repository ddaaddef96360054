import { type Kysely, sql } from 'kysely';

/**
 * The language of an account (issue 36): set at registration from the request's `Accept-Language`, changed in
 * Settings. Signed in, it wins over the browser's language, and the e-mails about the account are written in it.
 * `en` or `pt-PT`; accounts from before are English. Valid on PostgreSQL 15 and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table "user"
      add column "locale" text not null default 'en'
      constraint "user_locale_check" check ("locale" in ('en', 'pt-PT'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "user" drop column "locale"`.execute(db);
}
