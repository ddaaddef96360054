import type { TLocale } from '@roteiro/domain/i18n/locale';
import { sql } from 'kysely';
import type { Executor, Trx } from '../../db/database.ts';
import type { CheckoutLineItem, PaymentMetadata } from './payment-provider.ts';

/**
 * All SQL of the test-mode payment provider (migration 0035). Its state lives in the app's database, so every
 * server process sees the same accounts, sessions and transfers; idempotency keys are unique keys, so a call
 * replayed by two processes at once creates one object (`insert … on conflict do nothing`, then read).
 */

export type TestAccountRow = {
  id: string;
  email: string;
  businessName: string | null;
  metadata: PaymentMetadata;
  detailsSubmitted: boolean;
};

const accountColumns = ['id', 'email', 'businessName', 'metadata', 'detailsSubmitted'] as const;

export async function findAccount(db: Executor, id: string): Promise<TestAccountRow | undefined> {
  return db
    .selectFrom('test_provider_account')
    .select(accountColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findAccountIdByKey(db: Executor, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('test_provider_account')
    .select('id')
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
  return row?.id;
}

/** False when the idempotency key was taken meanwhile (the caller reads the first account). */
export async function insertAccount(
  db: Executor,
  account: Omit<TestAccountRow, 'detailsSubmitted'> & { idempotencyKey: string | null; createdAt: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('test_provider_account')
    .values({ ...account, metadata: JSON.stringify(account.metadata) })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function submitAccountDetails(db: Executor, id: string): Promise<TestAccountRow | undefined> {
  return db
    .updateTable('test_provider_account')
    .set({ detailsSubmitted: true })
    .where('id', '=', id)
    .returning(accountColumns)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- products and prices

export async function findProductByKey(db: Executor, key: string) {
  return db
    .selectFrom('test_provider_product')
    .select(['id', 'defaultPriceId'])
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
}

/** The product and its first price; false when the idempotency key was taken meanwhile (nothing written). */
export async function insertProductWithPrice(
  trx: Trx,
  product: {
    id: string;
    name: string;
    description: string;
    imageUrls: string[];
    metadata: PaymentMetadata;
    defaultPriceId: string;
    idempotencyKey: string | null;
  },
  unitAmountCents: number,
): Promise<boolean> {
  const row = await trx
    .insertInto('test_provider_product')
    .values({ ...product, metadata: JSON.stringify(product.metadata) })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) {
    return false;
  }
  await insertPrice(trx, { id: product.defaultPriceId, productId: product.id, unitAmountCents });
  return true;
}

/** The product, locked until the transaction ends (two updates of one product run one after the other). */
export async function lockProduct(trx: Trx, id: string) {
  return trx
    .selectFrom('test_provider_product')
    .select(['id', 'defaultPriceId'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateProductDetails(
  trx: Trx,
  id: string,
  details: { name: string; description: string; imageUrls: string[]; defaultPriceId: string },
): Promise<void> {
  await trx.updateTable('test_provider_product').set(details).where('id', '=', id).execute();
}

export async function findPrice(db: Executor, id: string) {
  return db
    .selectFrom('test_provider_price')
    .select(['id', 'productId', 'unitAmountCents', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertPrice(
  trx: Trx,
  price: { id: string; productId: string; unitAmountCents: number },
): Promise<void> {
  await trx.insertInto('test_provider_price').values(price).execute();
}

export async function deactivatePrice(trx: Trx, id: string): Promise<void> {
  await trx.updateTable('test_provider_price').set({ active: false }).where('id', '=', id).execute();
}

// ---------------------------------------------------------------- coupons

export async function findCoupon(db: Executor, id: string) {
  return db
    .selectFrom('test_provider_coupon')
    .select(['id', 'name', 'percentOff', 'metadata'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findCouponIdByKey(db: Executor, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('test_provider_coupon')
    .select('id')
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
  return row?.id;
}

export async function insertCoupon(
  db: Executor,
  coupon: {
    id: string;
    name: string;
    percentOff: number;
    metadata: PaymentMetadata;
    idempotencyKey: string | null;
    createdAt: Date;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('test_provider_coupon')
    .values({ ...coupon, metadata: JSON.stringify(coupon.metadata) })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Newest first. */
export async function listCoupons(db: Executor) {
  return db
    .selectFrom('test_provider_coupon')
    .select(['id', 'name', 'percentOff', 'metadata'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

// ---------------------------------------------------------------- checkout sessions

export type TestSessionRow = {
  id: string;
  lineItems: CheckoutLineItem[];
  amountSubtotalCents: number;
  amountDiscountCents: number;
  amountTotalCents: number;
  successUrl: string;
  cancelUrl: string;
  metadata: PaymentMetadata;
  customerEmail: string | null;
  submitMessage: string | null;
  locale: TLocale;
  status: 'open' | 'complete' | 'expired';
  paymentIntentId: string | null;
  eventId: string | null;
  eventCreatedAt: Date | null;
  createdAt: Date;
  expiresAt: Date;
};

const sessionColumns = [
  'id',
  'lineItems',
  'amountSubtotalCents',
  'amountDiscountCents',
  'amountTotalCents',
  'successUrl',
  'cancelUrl',
  'metadata',
  'customerEmail',
  'submitMessage',
  'locale',
  'status',
  'paymentIntentId',
  'eventId',
  'eventCreatedAt',
  'createdAt',
  'expiresAt',
] as const;

export async function findSession(db: Executor, id: string): Promise<TestSessionRow | undefined> {
  return db
    .selectFrom('test_provider_checkout_session')
    .select(sessionColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findSessionIdByKey(db: Executor, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('test_provider_checkout_session')
    .select('id')
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
  return row?.id;
}

/** False when the idempotency key was taken meanwhile. */
export async function insertSession(
  db: Executor,
  session: Omit<TestSessionRow, 'status' | 'paymentIntentId' | 'eventId' | 'eventCreatedAt'> & {
    couponId: string | null;
    idempotencyKey: string | null;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('test_provider_checkout_session')
    .values({
      ...session,
      lineItems: JSON.stringify(session.lineItems),
      metadata: JSON.stringify(session.metadata),
    })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Pays an open, unexpired session once: the WHERE is the lock, a second payer gets nothing back. */
export async function completeSession(
  db: Executor,
  id: string,
  paid: { paymentIntentId: string; eventId: string; at: Date },
): Promise<TestSessionRow | undefined> {
  return db
    .updateTable('test_provider_checkout_session')
    .set({
      status: 'complete',
      paymentIntentId: paid.paymentIntentId,
      eventId: paid.eventId,
      eventCreatedAt: paid.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('expiresAt', '>=', paid.at)
    .returning(sessionColumns)
    .executeTakeFirst();
}

/** Expires an unpaid session; its event is made once and kept (a repeat sends the same event). */
export async function expireSession(
  db: Executor,
  id: string,
  event: { eventId: string; at: Date },
): Promise<TestSessionRow | undefined> {
  return db
    .updateTable('test_provider_checkout_session')
    .set({
      status: 'expired',
      eventId: sql<string>`coalesce("eventId", ${event.eventId})`,
      eventCreatedAt: sql<Date>`coalesce("eventCreatedAt", ${event.at})`,
    })
    .where('id', '=', id)
    .where('status', '<>', 'complete')
    .returning(sessionColumns)
    .executeTakeFirst();
}

// ---------------------------------------------------------------- refunds

/** The paid session of a payment, locked until the transaction ends: refunds of one payment run in turn. */
export async function lockPaidSession(trx: Trx, paymentIntentId: string) {
  return trx
    .selectFrom('test_provider_checkout_session')
    .select(['id', 'amountTotalCents'])
    .where('paymentIntentId', '=', paymentIntentId)
    .where('status', '=', 'complete')
    .forUpdate()
    .executeTakeFirst();
}

export async function findRefund(db: Executor, idempotencyKey: string) {
  return db
    .selectFrom('test_provider_refund')
    .select(['id', 'paymentIntentId', 'amountCents'])
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function refundedCents(db: Executor, paymentIntentId: string): Promise<number> {
  const row = await db
    .selectFrom('test_provider_refund')
    .select(sql<number>`coalesce(sum("amountCents"), 0)::int`.as('cents'))
    .where('paymentIntentId', '=', paymentIntentId)
    .executeTakeFirstOrThrow();
  return row.cents;
}

export async function insertRefund(
  trx: Trx,
  refund: { idempotencyKey: string; id: string; paymentIntentId: string; amountCents: number },
): Promise<void> {
  await trx.insertInto('test_provider_refund').values(refund).execute();
}

// ---------------------------------------------------------------- transfers

const transferColumns = ['id', 'amountCents', 'destinationAccountId', 'transferGroup'] as const;

export async function findTransferByKey(db: Executor, idempotencyKey: string) {
  return db
    .selectFrom('test_provider_transfer')
    .select(transferColumns)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function findTransferByGroup(db: Executor, transferGroup: string) {
  return db
    .selectFrom('test_provider_transfer')
    .select(transferColumns)
    .where('transferGroup', '=', transferGroup)
    .orderBy('createdAt')
    .executeTakeFirst();
}

/** False when the idempotency key was taken meanwhile (the caller reads the first transfer). */
export async function insertTransfer(
  db: Executor,
  transfer: {
    idempotencyKey: string;
    id: string;
    amountCents: number;
    destinationAccountId: string;
    metadata: PaymentMetadata;
    transferGroup: string | null;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('test_provider_transfer')
    .values({ ...transfer, metadata: JSON.stringify(transfer.metadata) })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- what the ledger is reconciled against

/** The paid sessions of these payment intents (a payment intent is a completed session here). */
export async function paidSessionsOf(db: Executor, paymentIntentIds: readonly string[]) {
  if (paymentIntentIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('test_provider_checkout_session')
    .select(['paymentIntentId', 'amountTotalCents'])
    .where('paymentIntentId', 'in', [...paymentIntentIds])
    .where('status', '=', 'complete')
    .execute();
}

/** Every refund of these payment intents. */
export async function refundsOf(db: Executor, paymentIntentIds: readonly string[]) {
  if (paymentIntentIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('test_provider_refund')
    .select(['id', 'paymentIntentId', 'amountCents'])
    .where('paymentIntentId', 'in', [...paymentIntentIds])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Every transfer made with one of these transfer groups. */
export async function transfersOfGroups(db: Executor, transferGroups: readonly string[]) {
  if (transferGroups.length === 0) {
    return [];
  }
  return db
    .selectFrom('test_provider_transfer')
    .select(transferColumns)
    .where('transferGroup', 'in', [...transferGroups])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
