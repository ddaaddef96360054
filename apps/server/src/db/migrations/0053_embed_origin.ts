import { type Kysely, sql } from 'kysely';

/**
 * The booking box for operators' own sites (issue 38): the origins a company or an affiliate allows to frame its
 * box (`frame-ancestors`). One row per owner and origin (unique); the origin is an https origin (http only for this
 * machine, in development), lower-case, with no path (the domain rule; its shape checked here too). Valid on PostgreSQL 15 and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "embed_origin" (
      "id" uuid primary key default gen_random_uuid(),
      "ownerKind" text not null constraint "embed_origin_owner_kind_check" check ("ownerKind" in ('company', 'affiliate')),
      "ownerId" uuid not null,
      "origin" text not null
        constraint "embed_origin_origin_check" check ("origin" ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$' and char_length("origin") <= 200),
      "createdAt" timestamptz not null default now(),
      constraint "embed_origin_owner_origin_key" unique ("ownerKind", "ownerId", "origin")
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists "embed_origin"`.execute(db);
}
