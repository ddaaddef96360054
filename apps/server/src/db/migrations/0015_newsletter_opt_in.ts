import { type Kysely, sql } from 'kysely';

/**
 * Newsletter double opt-in: an address is subscribed only once it confirmed the e-mailed link, and
 * can leave with the link in every newsletter e-mail. `confirmationSentAt` spaces out repeated sign-ups so
 * one address is not mailed again and again. Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table "newsletter_subscription"
      add column "confirmationSentAt" timestamptz,
      add column "confirmedAt" timestamptz,
      add column "unsubscribedAt" timestamptz
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table "newsletter_subscription"
      drop column "confirmationSentAt",
      drop column "confirmedAt",
      drop column "unsubscribedAt"
  `.execute(db);
}
