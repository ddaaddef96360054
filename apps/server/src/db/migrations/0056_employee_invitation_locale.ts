import { type Kysely, sql } from 'kysely';

/**
 * The language an employee's invitation is written in (issue 36), chosen by the company when it adds them (the
 * person has no account yet, so no language of their own): the invitation and its resends use it. Employees
 * added before it have none, and their invitations keep following the company account's language. Valid on
 * PostgreSQL 15 and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table "employee"
      add column "invitationLocale" text
      constraint "employee_invitationLocale_check" check ("invitationLocale" in ('en', 'pt-PT'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "employee" drop column "invitationLocale"`.execute(db);
}
