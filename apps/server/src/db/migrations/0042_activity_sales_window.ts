import { type Kysely, sql } from 'kysely';

/**
 * How many days ahead each activity sells, instead of one fixed horizon of 180 days for all: the
 * admin sets it per activity, from 1 day to 2 years (the domain's SALES_WINDOW_MIN_DAYS / _MAX_DAYS). Existing
 * activities get the default, a year, so the next October clock change can be booked. Valid on PostgreSQL 15
 * and PGlite; a constant default is stored in the catalogue, so no row is rewritten.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table "activity"
      add column "salesWindowDays" integer not null default 365
        constraint "activity_sales_window_days_check" check ("salesWindowDays" between 1 and 730)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "activity" drop column "salesWindowDays"`.execute(db);
}
