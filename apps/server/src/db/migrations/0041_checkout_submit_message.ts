import { type Kysely, sql } from 'kysely';

/**
 * The test-mode checkout keeps the text shown above its Pay button, as Stripe Checkout's `custom_text.submit`
 * does (the slot's cancellation terms, stated before payment). Stripe allows 1,200 characters.
 * Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table "test_provider_checkout_session"
      add column "submitMessage" text check (char_length("submitMessage") <= 1200)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "test_provider_checkout_session" drop column "submitMessage"`.execute(db);
}
