import { type Kysely, sql } from 'kysely';

/**
 * Resellers (issue 38, OCTO): `reseller` (name, commission in basis points, at most 30 %, and whether it sells every
 * bookable activity), `reseller_product` (the activities it may sell otherwise) and `reseller_key` (its API keys:
 * only a SHA-256 digest is kept, unique, with the first characters to tell keys apart; a revoked key has
 * `revokedAt`). Valid on PostgreSQL 15 and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "reseller" (
      "id" uuid primary key default gen_random_uuid(),
      "name" text not null constraint "reseller_name_check" check (char_length(btrim("name")) between 1 and 120),
      "commissionBasisPoints" integer not null
        constraint "reseller_commission_check" check ("commissionBasisPoints" between 0 and 3000),
      "sellsEveryProduct" boolean not null default false,
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table "reseller_product" (
      "resellerId" uuid not null references "reseller" ("id") on delete cascade,
      "activityId" uuid not null references "activity" ("id") on delete cascade,
      constraint "reseller_product_pkey" primary key ("resellerId", "activityId")
    )
  `.execute(db);
  await sql`
    create table "reseller_key" (
      "id" uuid primary key default gen_random_uuid(),
      "resellerId" uuid not null references "reseller" ("id") on delete cascade,
      "digest" text not null constraint "reseller_key_digest_key" unique,
      "prefix" text not null,
      "createdAt" timestamptz not null default now(),
      "revokedAt" timestamptz
    )
  `.execute(db);
  await sql`create index "reseller_key_resellerId_idx" on "reseller_key" ("resellerId")`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists "reseller_key"`.execute(db);
  await sql`drop table if exists "reseller_product"`.execute(db);
  await sql`drop table if exists "reseller"`.execute(db);
}
