import { type Kysely, sql } from 'kysely';

/**
 * The test-mode checkout keeps the language its page is shown in, as Stripe Checkout's `locale` does: the
 * traveller pays in the language they booked in. `en` or `pt-PT`; sessions from before are English.
 * Valid on PostgreSQL 15 and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table "test_provider_checkout_session"
      add column "locale" text not null default 'en'
      constraint "test_provider_checkout_session_locale_check" check ("locale" in ('en', 'pt-PT'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "test_provider_checkout_session" drop column "locale"`.execute(db);
}
