import { type Kysely, sql } from 'kysely';

/**
 * The storefront's native forms: tour-company and transfer-provider applications and traveller
 * feedback. The answers are stored as the form asked them (jsonb, validated by the form's schema); name and
 * e-mail are columns because staff reply to them. Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "form_submission" (
      "id" uuid primary key default gen_random_uuid(),
      "kind" text not null check ("kind" in ('guide-registration', 'transfer-registration', 'feedback')),
      "name" text not null,
      "email" text not null,
      "answers" jsonb not null check (jsonb_typeof("answers") = 'object'),
      "createdAt" timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index "form_submission_kind_idx" on "form_submission" ("kind", "createdAt" desc, "id" desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists "form_submission"`.execute(db);
}
