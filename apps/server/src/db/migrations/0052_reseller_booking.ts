import { type Kysely, sql } from 'kysely';

/**
 * The channel of a booking sold by a reseller over OCTO (issue 38): one row per booking, keyed by it. `uuid` is the
 * OCTO booking uuid (unique), `resellerReference` the reseller's own reference, `optionId` the OCTO option,
 * `unitItems` the unit items as reserved (uuid, unit, reseller reference; ticket i is unit item i),
 * `commissionBasisPoints` the reseller's rate when it reserved, `holdExpiresAt` when its hold ends (the reseller may
 * extend it), `emailReceipt` whether the traveller gets our e-mail, `cancelledAt`/`cancelReason` a cancellation by
 * the reseller. Valid on PostgreSQL 15 and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "reseller_booking" (
      "bookingId" uuid primary key references "booking" ("id") on delete cascade,
      "resellerId" uuid not null references "reseller" ("id"),
      "uuid" uuid not null constraint "reseller_booking_uuid_key" unique,
      "resellerReference" text
        constraint "reseller_booking_reference_check" check (char_length("resellerReference") <= 100),
      "optionId" text not null,
      "unitItems" jsonb not null,
      "commissionBasisPoints" integer not null
        constraint "reseller_booking_commission_check" check ("commissionBasisPoints" between 0 and 3000),
      "holdExpiresAt" timestamptz not null,
      "emailReceipt" boolean not null default false,
      "confirmedAt" timestamptz,
      "cancelledAt" timestamptz,
      "cancelReason" text constraint "reseller_booking_reason_check" check (char_length("cancelReason") <= 500),
      "createdAt" timestamptz not null default now(),
      "updatedAt" timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create index "reseller_booking_reseller_idx" on "reseller_booking" ("resellerId", "resellerReference")
  `.execute(db);
  await sql`
    create index "reseller_booking_hold_idx" on "reseller_booking" ("holdExpiresAt") where "confirmedAt" is null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists "reseller_booking"`.execute(db);
}
