import { type Kysely, sql } from 'kysely';

/**
 * The built-in test-mode payment provider keeps its state in the database instead of a JSON file per process,
 * so that several server processes on one PostgreSQL see the same accounts, products, checkout
 * sessions, transfers, refunds and coupons, and its idempotency keys are unique keys, so two processes replaying
 * one call get one object. Ids are the provider's own text ids (`acct_test_…`). Valid on PostgreSQL 15.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table "test_provider_account" (
      "id" text primary key,
      "email" text not null,
      "businessName" text,
      "metadata" jsonb not null default '{}',
      "detailsSubmitted" boolean not null default false,
      "idempotencyKey" text constraint "test_provider_account_idempotency_key" unique,
      "createdAt" timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table "test_provider_product" (
      "id" text primary key,
      "name" text not null,
      "description" text not null,
      "imageUrls" text[] not null default '{}',
      "metadata" jsonb not null default '{}',
      "defaultPriceId" text not null,
      "idempotencyKey" text constraint "test_provider_product_idempotency_key" unique,
      "createdAt" timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table "test_provider_price" (
      "id" text primary key,
      "productId" text not null references "test_provider_product" ("id") on delete cascade,
      "unitAmountCents" integer not null check ("unitAmountCents" >= 0),
      "active" boolean not null default true,
      "createdAt" timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index "test_provider_price_product_idx" on "test_provider_price" ("productId")`.execute(
    db,
  );
  await sql`
    create table "test_provider_coupon" (
      "id" text primary key,
      "name" text not null,
      "percentOff" double precision not null check ("percentOff" > 0 and "percentOff" <= 100),
      "metadata" jsonb not null default '{}',
      "idempotencyKey" text constraint "test_provider_coupon_idempotency_key" unique,
      "createdAt" timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table "test_provider_checkout_session" (
      "id" text primary key,
      "lineItems" jsonb not null,
      "amountSubtotalCents" integer not null check ("amountSubtotalCents" >= 0),
      "amountDiscountCents" integer not null check ("amountDiscountCents" >= 0),
      "amountTotalCents" integer not null check ("amountTotalCents" >= 0),
      "successUrl" text not null,
      "cancelUrl" text not null,
      "metadata" jsonb not null default '{}',
      "customerEmail" text,
      "couponId" text references "test_provider_coupon" ("id"),
      "status" text not null default 'open' check ("status" in ('open', 'complete', 'expired')),
      "paymentIntentId" text constraint "test_provider_checkout_session_payment_intent_key" unique,
      "eventId" text constraint "test_provider_checkout_session_event_key" unique,
      "eventCreatedAt" timestamptz,
      "idempotencyKey" text constraint "test_provider_checkout_session_idempotency_key" unique,
      "createdAt" timestamptz not null default now(),
      "expiresAt" timestamptz not null,
      constraint "test_provider_checkout_session_paid_check"
        check (("status" = 'complete') = ("paymentIntentId" is not null)),
      constraint "test_provider_checkout_session_event_check"
        check (("eventId" is null) = ("eventCreatedAt" is null) and ("status" = 'open' or "eventId" is not null))
    )
  `.execute(db);
  await sql`
    create table "test_provider_transfer" (
      "idempotencyKey" text primary key,
      "id" text not null constraint "test_provider_transfer_id_key" unique,
      "amountCents" integer not null check ("amountCents" > 0),
      "destinationAccountId" text not null references "test_provider_account" ("id"),
      "metadata" jsonb not null default '{}',
      "transferGroup" text,
      "createdAt" timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index "test_provider_transfer_group_idx" on "test_provider_transfer" ("transferGroup")`.execute(
    db,
  );
  await sql`
    create table "test_provider_refund" (
      "idempotencyKey" text primary key,
      "id" text not null constraint "test_provider_refund_id_key" unique,
      "paymentIntentId" text not null references "test_provider_checkout_session" ("paymentIntentId"),
      "amountCents" integer not null check ("amountCents" > 0),
      "createdAt" timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index "test_provider_refund_payment_idx" on "test_provider_refund" ("paymentIntentId")`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'test_provider_refund',
    'test_provider_transfer',
    'test_provider_checkout_session',
    'test_provider_coupon',
    'test_provider_price',
    'test_provider_product',
    'test_provider_account',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
