import { type Kysely, sql } from 'kysely';

/**
 * A pending change of an account's e-mail: the new address becomes the account's only when the link
 * e-mailed to it is opened. One per account (a newer request replaces it); the link's secret is stored as a
 * SHA-256 digest and used once by a conditional delete. Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "email_change_request" (
      "userId" text primary key references "user"("id") on delete cascade,
      "newEmail" text not null check ("newEmail" = lower("newEmail")),
      "tokenHash" text not null unique,
      "expiresAt" timestamptz not null,
      "createdAt" timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table "email_change_request"`.execute(db);
}
