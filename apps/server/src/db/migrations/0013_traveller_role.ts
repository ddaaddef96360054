import { type Kysely, sql } from 'kysely';

/**
 * Travellers have accounts (/register, My tours). The role check of 0001 gains `traveller`.
 * A traveller's bookings are found by the account's proven e-mail (`booking_clientEmail_idx` of 0002).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "user" drop constraint "user_role_check"`.execute(db);
  await sql`alter table "user" add constraint "user_role_check" check ("role" in ('admin', 'company', 'employee', 'vendor', 'affiliate', 'traveller'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "user" drop constraint "user_role_check"`.execute(db);
  await sql`alter table "user" add constraint "user_role_check" check ("role" in ('admin', 'company', 'employee', 'vendor', 'affiliate'))`.execute(
    db,
  );
}
