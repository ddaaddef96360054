import { readFile, rename } from 'node:fs/promises';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';

/**
 * The `state.json` the test-mode provider kept per process before its state moved to the database (issue 15). A
 * one-off import: its inserts stay here, beside the old format they read, rather than in the repository.
 */
const ZMetadata = z.record(z.string(), z.string());

const ZLegacyState = z.object({
  version: z.literal(1),
  products: z.record(
    z.string(),
    z.object({
      name: z.string(),
      description: z.string(),
      imageUrls: z.array(z.string()),
      metadata: ZMetadata,
      defaultPriceId: z.string(),
    }),
  ),
  prices: z.record(
    z.string(),
    z.object({ productId: z.string(), unitAmountCents: z.number().int(), active: z.boolean() }),
  ),
  accounts: z.record(
    z.string(),
    z.object({
      email: z.string(),
      businessName: z.string().nullable(),
      metadata: ZMetadata,
      detailsSubmitted: z.boolean(),
      createdAt: z.number().int(),
    }),
  ),
  checkoutSessions: z.record(
    z.string(),
    z.object({
      lineItems: z.array(
        z.object({ name: z.string(), unitAmountCents: z.number().int(), quantity: z.number().int() }),
      ),
      amountSubtotalCents: z.number().int(),
      amountDiscountCents: z.number().int(),
      amountTotalCents: z.number().int(),
      successUrl: z.string(),
      cancelUrl: z.string(),
      metadata: ZMetadata,
      customerEmail: z.string().nullable(),
      couponId: z.string().nullable(),
      status: z.enum(['open', 'complete', 'expired']),
      paymentIntentId: z.string().nullable(),
      createdAt: z.number().int(),
      expiresAt: z.number().int(),
      /** The event sent when it was completed or expired, re-sent identically on a repeat. */
      event: z.object({ id: z.string(), created: z.number().int() }).nullable(),
    }),
  ),
  /** Keyed by idempotency key. */
  transfers: z.record(
    z.string(),
    z.object({
      transferId: z.string(),
      amountCents: z.number().int(),
      destinationAccountId: z.string(),
      metadata: ZMetadata,
      transferGroup: z.string().nullish(),
    }),
  ),
  /** Keyed by idempotency key. */
  refunds: z.record(
    z.string(),
    z.object({ refundId: z.string(), paymentIntentId: z.string(), amountCents: z.number().int() }),
  ),
  coupons: z.record(
    z.string(),
    z.object({ name: z.string(), percentOff: z.number(), metadata: ZMetadata, createdAt: z.number().int() }),
  ),
  /** Optional idempotency keys of creations → the id created the first time. */
  idempotency: z.record(z.string(), z.string()),
});

/**
 * Moves a test-mode state file written before migration 0035 into the database once, so the connected accounts,
 * products and sessions an existing data directory refers to keep working; the file is renamed `*.imported`.
 * Rows already in the database win (`on conflict do nothing`), so importing twice changes nothing.
 */
export async function importLegacyTestProviderState(db: Db, file: string): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      return false;
    }
    throw error;
  }
  const parsed = ZLegacyState.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`Test payment provider: ${file} is not a valid state file (delete it to start afresh)`, {
      cause: parsed.error,
    });
  }
  await insertLegacyState(db, parsed.data);
  await rename(file, `${file}.imported`);
  return true;
}

type LegacyState = z.infer<typeof ZLegacyState>;

async function insertLegacyState(db: Db, state: LegacyState): Promise<void> {
  const keyOf = (prefix: string, id: string) =>
    Object.entries(state.idempotency)
      .find(([key, value]) => value === id && key.startsWith(`${prefix}:`))?.[0]
      .slice(prefix.length + 1) ?? null;
  const json = (value: unknown) => JSON.stringify(value);
  await db.transaction().execute(async (trx) => {
    for (const [id, a] of Object.entries(state.accounts)) {
      await trx
        .insertInto('test_provider_account')
        .values({
          id,
          email: a.email,
          businessName: a.businessName,
          metadata: json(a.metadata),
          detailsSubmitted: a.detailsSubmitted,
          idempotencyKey: keyOf('account', id),
          createdAt: new Date(a.createdAt * 1000),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    for (const [id, p] of Object.entries(state.products)) {
      await trx
        .insertInto('test_provider_product')
        .values({
          id,
          name: p.name,
          description: p.description,
          imageUrls: p.imageUrls,
          metadata: json(p.metadata),
          defaultPriceId: p.defaultPriceId,
          idempotencyKey: keyOf('product', id),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    for (const [id, p] of Object.entries(state.prices)) {
      if (state.products[p.productId]) {
        await trx
          .insertInto('test_provider_price')
          .values({ id, productId: p.productId, unitAmountCents: p.unitAmountCents, active: p.active })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    for (const [id, c] of Object.entries(state.coupons)) {
      await trx
        .insertInto('test_provider_coupon')
        .values({
          id,
          name: c.name,
          percentOff: c.percentOff,
          metadata: json(c.metadata),
          idempotencyKey: keyOf('coupon', id),
          createdAt: new Date(c.createdAt),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    for (const [id, s] of Object.entries(state.checkoutSessions)) {
      await trx
        .insertInto('test_provider_checkout_session')
        .values({
          id,
          lineItems: json(s.lineItems),
          amountSubtotalCents: s.amountSubtotalCents,
          amountDiscountCents: s.amountDiscountCents,
          amountTotalCents: s.amountTotalCents,
          successUrl: s.successUrl,
          cancelUrl: s.cancelUrl,
          metadata: json(s.metadata),
          customerEmail: s.customerEmail,
          couponId: s.couponId && state.coupons[s.couponId] ? s.couponId : null,
          status: s.status,
          paymentIntentId: s.paymentIntentId,
          eventId: s.event?.id ?? null,
          eventCreatedAt: s.event ? new Date(s.event.created * 1000) : null,
          idempotencyKey: keyOf('checkout', id),
          createdAt: new Date(s.createdAt),
          expiresAt: new Date(s.expiresAt),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    for (const [key, t] of Object.entries(state.transfers)) {
      if (state.accounts[t.destinationAccountId]) {
        await trx
          .insertInto('test_provider_transfer')
          .values({
            idempotencyKey: key,
            id: t.transferId,
            amountCents: t.amountCents,
            destinationAccountId: t.destinationAccountId,
            metadata: json(t.metadata),
            transferGroup: t.transferGroup ?? null,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    const paidIntents = new Set(Object.values(state.checkoutSessions).map((s) => s.paymentIntentId));
    for (const [key, r] of Object.entries(state.refunds)) {
      if (paidIntents.has(r.paymentIntentId)) {
        await trx
          .insertInto('test_provider_refund')
          .values({
            idempotencyKey: key,
            id: r.refundId,
            paymentIntentId: r.paymentIntentId,
            amountCents: r.amountCents,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  });
}
