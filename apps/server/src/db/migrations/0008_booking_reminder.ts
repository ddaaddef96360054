import { type Kysely, sql } from 'kysely';

/**
 * The day-before reminder of a booking is sent once. `reminderSentAt` is claimed by a conditional
 * update (`where "reminderSentAt" is null`) in the transaction that queues the e-mail. The partial index
 * serves the job's look-up of paid bookings still to remind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "booking" add column "reminderSentAt" timestamptz`.execute(db);
  await sql`create index "booking_reminder_due_idx" on "booking" ("groupId") where "status" = 'paid' and "reminderSentAt" is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index "booking_reminder_due_idx"`.execute(db);
  await sql`alter table "booking" drop column "reminderSentAt"`.execute(db);
}
