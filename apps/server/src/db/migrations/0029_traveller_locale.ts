import { type Kysely, sql } from 'kysely';

/**
 * The language a traveller chose, stored where they chose it, so every later e-mail (the booking's
 * confirmation, reminder, change and refund; the newsletter's welcome; a form's copy) is written in it, and staff
 * know which language to answer a quote request in. `en` or `pt-PT`; rows from before are English. Valid on
 * PostgreSQL 15 and PGlite.
 */
const TABLES = ['booking', 'quote_request', 'form_submission', 'newsletter_subscription'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      alter table ${sql.table(table)}
        add column "locale" text not null default 'en'
        constraint ${sql.ref(`${table}_locale_check`)} check ("locale" in ('en', 'pt-PT'))
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} drop column "locale"`.execute(db);
  }
}
