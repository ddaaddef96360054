import { type Kysely, sql } from 'kysely';

/**
 * What a traveller may add to a booking for the guide, both optional: `clientPhone` in E.164 (the
 * checkout parses it with libphonenumber-js) and `notes` (special needs, diet…, at most 500 characters). The
 * checks keep rows written around the API to the same shape. Rows from before have neither. Valid on PostgreSQL 15
 * and PGlite; adding nullable columns without a default rewrites nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table "booking"
      add column "clientPhone" text
        constraint "booking_client_phone_check" check ("clientPhone" ~ '^\\+[1-9][0-9]{1,14}$'),
      add column "notes" text
        constraint "booking_notes_check" check (char_length("notes") between 1 and 500)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "booking" drop column "clientPhone", drop column "notes"`.execute(db);
}
