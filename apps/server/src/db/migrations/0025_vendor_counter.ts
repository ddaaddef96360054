import { type Kysely, sql } from 'kysely';

/**
 * Vendors at the counter: a sale made by a vendor (cash or the customer's own card), the cash in the
 * ledger and in the vendor's hands, and the cash the vendor hands over. `money_movement`'s `kind` check is
 * left as it is: a cash payment is a `charge` (a cash refund a `refund`) that names the vendor who holds the
 * money. Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The sale's key, made once by the vendor's screen: sending the same sale again finds the booking it made.
  await sql`alter table "booking" add column "counterSaleKey" uuid`.execute(db);
  await sql`alter table "booking" add constraint "booking_counterSaleKey_key" unique ("counterSaleKey")`.execute(
    db,
  );
  await sql`alter table "booking" add column "paidInCash" boolean not null default false`.execute(db);
  // The provider's checkout page of a sale paid on the customer's phone (shown as a QR code until paid).
  await sql`alter table "booking" add column "checkoutUrl" text`.execute(db);
  await sql`
    alter table "booking" add constraint "booking_counter_sale_check" check (
      ("counterSaleKey" is null or "soldByVendorId" is not null)
      and (not "paidInCash" or ("soldByVendorId" is not null and "paymentIntentId" is null))
    )
  `.execute(db);
  await sql`
    create index "booking_soldByVendorId_idx" on "booking" ("soldByVendorId", "createdAt" desc)
    where "soldByVendorId" is not null
  `.execute(db);

  // Cash: the vendor who took the money (a charge) or paid it back (a refund); never a provider's movement.
  await sql`alter table "money_movement" add column "cashVendorId" uuid references "vendor" ("id") on delete restrict`.execute(
    db,
  );
  await sql`
    alter table "money_movement" add constraint "money_movement_cash_check" check (
      "cashVendorId" is null or ("kind" in ('charge', 'refund') and "providerRef" is null)
    )
  `.execute(db);
  await sql`
    create index "money_movement_cashVendorId_idx" on "money_movement" ("cashVendorId", "occurredAt")
    where "cashVendorId" is not null
  `.execute(db);

  // Tickets a user validated (a vendor's "tickets scanned").
  await sql`
    create index "issued_ticket_validatedBy_idx" on "issued_ticket" ("validatedBy", "validatedAt")
    where "validatedBy" is not null
  `.execute(db);

  // Cash a vendor handed over to the platform, as recorded by an admin.
  await sql`
    create table "vendor_cash_handover" (
      "id" uuid primary key default gen_random_uuid(),
      "vendorId" uuid not null references "vendor" ("id") on delete restrict,
      "amountCents" integer not null check ("amountCents" > 0),
      "receivedBy" text references "user" ("id") on delete set null,
      "createdAt" timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create index "vendor_cash_handover_vendor_idx" on "vendor_cash_handover" ("vendorId", "createdAt" desc)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists "vendor_cash_handover"`.execute(db);
  await sql`drop index if exists "issued_ticket_validatedBy_idx"`.execute(db);
  await sql`alter table "money_movement" drop column if exists "cashVendorId"`.execute(db);
  await sql`alter table "booking" drop constraint if exists "booking_counter_sale_check"`.execute(db);
  await sql`alter table "booking" drop column if exists "checkoutUrl"`.execute(db);
  await sql`alter table "booking" drop column if exists "paidInCash"`.execute(db);
  await sql`alter table "booking" drop column if exists "counterSaleKey"`.execute(db);
}
