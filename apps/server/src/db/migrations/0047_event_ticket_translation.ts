import { type Kysely, sql } from 'kysely';

/**
 * The Portuguese texts of events and tickets (issue 36), as activities have theirs (0046): one row per item and
 * language, the texts as one jsonb object (`ZEventTranslationTexts` / `ZTicketTranslationTexts`, checked when
 * read). Two tables, not one shared by both kinds, so each row has a real foreign key that deletes it with its
 * item. The ticket's is `ticket_product_translation`: `ticket` is an issued ticket (the booking area's table).
 * Valid on PostgreSQL 15 and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "event_translation" (
      "eventId" uuid not null references "event" ("id") on delete cascade,
      "locale" text not null constraint "event_translation_locale_check" check ("locale" in ('pt-PT')),
      "texts" jsonb not null default '{}'::jsonb
        constraint "event_translation_texts_check" check (jsonb_typeof("texts") = 'object'),
      "updatedAt" timestamptz not null default now(),
      primary key ("eventId", "locale")
    )
  `.execute(db);
  await sql`
    create table "ticket_product_translation" (
      "ticketProductId" uuid not null references "ticket_product" ("id") on delete cascade,
      "locale" text not null constraint "ticket_product_translation_locale_check" check ("locale" in ('pt-PT')),
      "texts" jsonb not null default '{}'::jsonb
        constraint "ticket_product_translation_texts_check" check (jsonb_typeof("texts") = 'object'),
      "updatedAt" timestamptz not null default now(),
      primary key ("ticketProductId", "locale")
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table "ticket_product_translation"`.execute(db);
  await sql`drop table "event_translation"`.execute(db);
}
