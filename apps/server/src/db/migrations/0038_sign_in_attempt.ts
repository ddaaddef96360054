import { type Kysely, sql } from 'kysely';

/**
 * Sign-in attempts are reserved before the password is checked: one counter per kind (an account at
 * one address, an account, an address) and key digest, raised by one conditional upsert, so concurrent attempts
 * cannot all pass the count. A counter's window starts at its first attempt and lasts 15 minutes. It replaces
 * `sign_in_failure` (one row per failure, counted and then written: 200 attempts at once all passed the count).
 * Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "sign_in_attempt" (
      "kind" text not null check ("kind" in ('account-address', 'account', 'address')),
      "keyDigest" text not null,
      "windowStart" timestamptz not null,
      "count" integer not null check ("count" >= 0),
      primary key ("kind", "keyDigest")
    )
  `.execute(db);
  await sql`create index "sign_in_attempt_window_idx" on "sign_in_attempt" ("windowStart")`.execute(db);
  // The failures counted so far are dropped: at worst an attacker gets one more window.
  await sql`drop table "sign_in_failure"`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "sign_in_failure" (
      "id" bigint generated always as identity primary key,
      "emailDigest" text not null,
      "ipDigest" text not null,
      "createdAt" timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index "sign_in_failure_emailDigest_idx" on "sign_in_failure" ("emailDigest", "createdAt")`.execute(
    db,
  );
  await sql`create index "sign_in_failure_ipDigest_idx" on "sign_in_failure" ("ipDigest", "createdAt")`.execute(
    db,
  );
  await sql`drop table "sign_in_attempt"`.execute(db);
}
