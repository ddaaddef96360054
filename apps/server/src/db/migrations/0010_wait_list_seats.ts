import { type Kysely, sql } from 'kysely';

/**
 * Planning: a company on a group's wait-list is promoted, when seats free up, with the seats and
 * vehicles it offered when it asked; the wait-list keeps them (same minimums as joining: 4 seats, 1 vehicle).
 * Promotion order is the order of asking. Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table "group_wait_list"
      add column "nOfSeats" integer not null default 4 check ("nOfSeats" >= 4)
  `.execute(db);
  await sql`
    alter table "group_wait_list"
      add column "numberOfVehicles" integer not null default 1 check ("numberOfVehicles" >= 1)
  `.execute(db);
  await sql`create index "group_wait_list_order_idx" on "group_wait_list" ("groupId", "createdAt")`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists "group_wait_list_order_idx"`.execute(db);
  await sql`alter table "group_wait_list" drop column "numberOfVehicles"`.execute(db);
  await sql`alter table "group_wait_list" drop column "nOfSeats"`.execute(db);
}
