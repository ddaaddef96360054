import { type Kysely, sql } from 'kysely';

const schema = `
    create table "user" (
      "id" text primary key,
      "name" text not null,
      "email" text not null unique check ("email" = lower("email")),
      "emailVerified" boolean not null default false,
      "image" text,
      "role" text not null check ("role" in ('admin', 'company', 'employee', 'vendor', 'affiliate')),
      "isGuestGuider" boolean not null default false,
      "deactivatedAt" timestamptz,
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null default now()
    );
    create index "user_role_idx" on "user" ("role");

    create table "session" (
      "id" text primary key,
      "expiresAt" timestamptz not null,
      "token" text not null unique,
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null default now(),
      "ipAddress" text,
      "userAgent" text,
      "userId" text not null references "user" ("id") on delete cascade
    );
    create index "session_userId_idx" on "session" ("userId");

    create table "account" (
      "id" text primary key,
      "accountId" text not null,
      "providerId" text not null,
      "userId" text not null references "user" ("id") on delete cascade,
      "accessToken" text,
      "refreshToken" text,
      "idToken" text,
      "accessTokenExpiresAt" timestamptz,
      "refreshTokenExpiresAt" timestamptz,
      "scope" text,
      "password" text,
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null default now()
    );
    create index "account_userId_idx" on "account" ("userId");

    create table "verification" (
      "id" text primary key,
      "identifier" text not null,
      "value" text not null,
      "expiresAt" timestamptz not null,
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null default now()
    );
    create index "verification_identifier_idx" on "verification" ("identifier");

    -- Sessions ended by a deactivation: lets the next request say why it is refused.
    create table "ended_session" (
      "token" text primary key,
      "userId" text not null,
      "reason" text not null check ("reason" in ('deactivated')),
      "endedAt" timestamptz not null default now()
    );

    create table "sign_in_failure" (
      "id" bigint generated always as identity primary key,
      "email" text not null,
      "ip" text not null,
      "createdAt" timestamptz not null default now()
    );
    create index "sign_in_failure_email_idx" on "sign_in_failure" ("email", "createdAt");
    create index "sign_in_failure_ip_idx" on "sign_in_failure" ("ip", "createdAt");

    -- Dev mailbox: mail and chat messages kept instead of sent when no SMTP / bot API is configured.
    create table "dev_message" (
      "id" uuid primary key default gen_random_uuid(),
      "channel" text not null check ("channel" in ('mail', 'chat')),
      "recipient" text not null,
      "subject" text not null,
      "text" text not null,
      "html" text,
      "createdAt" timestamptz not null default now()
    );
    create index "dev_message_recipient_idx" on "dev_message" ("recipient", "createdAt" desc);
`;

/** Accounts and sessions (better-auth's tables plus our role columns), sign-in throttling and the dev mailbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per query: the extended protocol (PGlite, pg with parameters) takes one at a time.
  for (const statement of schema
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table "dev_message", "sign_in_failure", "ended_session", "verification", "account", "session", "user"`.execute(
    db,
  );
}
