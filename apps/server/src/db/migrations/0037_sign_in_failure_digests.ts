import { type Kysely, sql } from 'kysely';

/**
 * The failed sign-ins (0001) are counted by digests of the e-mail address and the client address
 * (`keyDigest`: SHA-256, base64url, 32 characters), as the request throttle is: the table no longer holds who
 * tried to sign in from where. Rows already there are converted, so their windows still count.
 * Valid on PostgreSQL 15.
 */
const digestOf = (column: string) =>
  sql.raw(`left(translate(encode(sha256(convert_to("${column}", 'UTF8')), 'base64'), '+/', '-_'), 32)`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "sign_in_failure" rename column "email" to "emailDigest"`.execute(db);
  await sql`alter table "sign_in_failure" rename column "ip" to "ipDigest"`.execute(db);
  await sql`
    update "sign_in_failure" set "emailDigest" = ${digestOf('emailDigest')}, "ipDigest" = ${digestOf('ipDigest')}
  `.execute(db);
  await sql`alter index "sign_in_failure_email_idx" rename to "sign_in_failure_emailDigest_idx"`.execute(db);
  await sql`alter index "sign_in_failure_ip_idx" rename to "sign_in_failure_ipDigest_idx"`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Digests cannot be turned back into addresses: the failures counted so far are dropped.
  await sql`delete from "sign_in_failure"`.execute(db);
  await sql`alter index "sign_in_failure_emailDigest_idx" rename to "sign_in_failure_email_idx"`.execute(db);
  await sql`alter index "sign_in_failure_ipDigest_idx" rename to "sign_in_failure_ip_idx"`.execute(db);
  await sql`alter table "sign_in_failure" rename column "emailDigest" to "email"`.execute(db);
  await sql`alter table "sign_in_failure" rename column "ipDigest" to "ip"`.execute(db);
}
