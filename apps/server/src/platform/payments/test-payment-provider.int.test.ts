import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { failure } from '../../../test/payment-provider-contract.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import {
  createTestPaymentProvider,
  TEST_MODE_WEBHOOK_SECRET,
  type TestPaymentProvider,
} from './test-payment-provider.ts';

const appUrl = 'http://localhost:3000';
const database = await createTestDatabase();
const { db } = database;
let counter: number;
let provider: TestPaymentProvider;

/** A provider on the test database; a second one is what another process (or a restart) would see. */
function makeProvider(overrides: { now?: () => number } = {}): TestPaymentProvider {
  return createTestPaymentProvider({
    appUrl: `${appUrl}/`,
    db,
    newId: () => String(++counter),
    ...overrides,
  });
}

beforeEach(async () => {
  // Each test starts from an empty provider (its ids count from 1 again).
  await sql`truncate "test_provider_refund", "test_provider_transfer", "test_provider_checkout_session",
    "test_provider_coupon", "test_provider_price", "test_provider_product", "test_provider_account"`.execute(
    db,
  );
  counter = 0;
  provider = makeProvider();
});

afterAll(async () => {
  await database.close();
});

async function paidSession(amountCents: number) {
  const { sessionId } = await provider.createCheckoutSession({
    lineItems: [{ name: 'Tour', unitAmountCents: amountCents, quantity: 1 }],
    successUrl: 'https://roteiro.test/ok',
    cancelUrl: 'https://roteiro.test/cancel',
    metadata: {},
  });
  await provider.completeTestCheckout(sessionId);
  const state = await provider.getCheckoutSession(sessionId);
  return { sessionId, paymentIntentId: state.paymentIntentId ?? '' };
}

describe('test-mode payment provider', () => {
  it('creates products with deterministic test ids and replaces the price only when the amount changes', async () => {
    const created = await provider.createProduct({
      name: 'Sintra',
      description: 'Palaces',
      imageUrls: [],
      unitAmountCents: 4500,
      currency: 'eur',
      metadata: { activityId: 'act-1' },
    });
    expect(created).toEqual({ productId: 'prod_test_1', priceId: 'price_test_2' });

    const same = await provider.updateProduct({
      productId: created.productId,
      name: 'Sintra palaces',
      description: 'Palaces',
      imageUrls: [],
      unitAmountCents: 4500,
      currentPriceId: created.priceId,
    });
    expect(same.priceId).toBe(created.priceId);

    const changed = await provider.updateProduct({
      productId: created.productId,
      name: 'Sintra palaces',
      description: 'Palaces',
      imageUrls: [],
      unitAmountCents: 5000,
      currentPriceId: created.priceId,
    });
    expect(changed.priceId).toBe('price_test_3');

    const prices = await db
      .selectFrom('test_provider_price')
      .select(['id', 'productId', 'unitAmountCents', 'active'])
      .orderBy('id')
      .execute();
    expect(prices).toEqual([
      { id: 'price_test_2', productId: 'prod_test_1', unitAmountCents: 4500, active: false },
      { id: 'price_test_3', productId: 'prod_test_1', unitAmountCents: 5000, active: true },
    ]);
    expect(
      await db
        .selectFrom('test_provider_product')
        .select(['name', 'defaultPriceId'])
        .where('id', '=', 'prod_test_1')
        .executeTakeFirst(),
    ).toEqual({ name: 'Sintra palaces', defaultPriceId: 'price_test_3' });
  });

  it('onboards a connected account through our own pages, and the state survives a restart', async () => {
    const { accountId } = await provider.createConnectedAccount({
      email: 'tours@example.com',
      businessName: 'Lisbon Tours',
      country: 'PT',
      metadata: { companyId: 'co-1' },
    });
    expect(accountId).toBe('acct_test_1');

    const link = await provider.createOnboardingLink({
      accountId,
      refreshUrl: `${appUrl}/company/payments?refresh=1`,
      returnUrl: `${appUrl}/company/payments`,
    });
    const url = new URL(link.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${appUrl}/test-provider/onboarding/acct_test_1`);
    expect(url.searchParams.get('return')).toBe(`${appUrl}/company/payments`);
    expect(url.searchParams.get('refresh')).toBe(`${appUrl}/company/payments?refresh=1`);

    expect(await provider.getAccountStatus(accountId)).toEqual({
      detailsSubmitted: false,
      payoutsEnabled: false,
    });
    expect(await provider.getTestAccount(accountId)).toEqual({
      accountId,
      email: 'tours@example.com',
      businessName: 'Lisbon Tours',
      detailsSubmitted: false,
    });

    const { payload, signatureHeader } = await provider.completeTestOnboarding(accountId);

    const restarted = makeProvider();
    expect(await restarted.getAccountStatus(accountId)).toEqual({
      detailsSubmitted: true,
      payoutsEnabled: true,
    });
    const event = restarted.verifyWebhook(Buffer.from(payload), signatureHeader);
    expect(event).toMatchObject({
      type: 'account.updated',
      account: accountId,
      data: { object: { id: accountId, details_submitted: true, metadata: { companyId: 'co-1' } } },
    });
    expect((await provider.createDashboardLink(accountId)).url).toBe(
      `${appUrl}/test-provider/dashboard/acct_test_1`,
    );
  });

  it('knows no test account it did not create', async () => {
    expect(await provider.getTestAccount('acct_test_nope')).toBeNull();
  });

  it('runs a checkout on its own page and sends a signed checkout.session.completed', async () => {
    const { couponId } = await provider.createCoupon({ percentOff: 10, name: 'TEN', metadata: {} });
    const { sessionId, url } = await provider.createCheckoutSession({
      lineItems: [
        { name: 'Adult', unitAmountCents: 3000, quantity: 2 },
        { name: 'Child', unitAmountCents: 1500, quantity: 1 },
      ],
      successUrl: 'https://roteiro.test/booking/success?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://roteiro.test/booking/cancel',
      metadata: { bookingId: 'bk-1', affiliateId: 'af-1' },
      customerEmail: 'traveller@example.com',
      discountCouponId: couponId,
    });
    expect(sessionId).toBe('cs_test_2');
    expect(url).toBe(`${appUrl}/test-provider/checkout/cs_test_2`);
    expect(await provider.getTestCheckoutSession(sessionId)).toMatchObject({
      status: 'open',
      amountSubtotalCents: 7500,
      amountDiscountCents: 750,
      amountTotalCents: 6750,
      customerEmail: 'traveller@example.com',
    });

    const { webhook, redirectUrl } = await provider.completeTestCheckout(sessionId);
    expect(redirectUrl).toBe('https://roteiro.test/booking/success?session=cs_test_2');

    const event = provider.verifyWebhook(Buffer.from(webhook.payload), webhook.signatureHeader);
    expect(event).toMatchObject({
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_test_3',
          amount_total: 6750,
          currency: 'eur',
          metadata: { bookingId: 'bk-1', affiliateId: 'af-1' },
        },
      },
    });
    expect(await provider.getCheckoutSession(sessionId)).toEqual({
      sessionId,
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId: 'pi_test_3',
      amountTotalCents: 6750,
      metadata: { bookingId: 'bk-1', affiliateId: 'af-1' },
    });

    const again = await provider.completeTestCheckout(sessionId);
    expect(again.webhook.event.id).toBe(event.id);
    await expect(provider.cancelTestCheckout(sessionId)).rejects.toThrow('already paid');
  });

  it('cancels a checkout with a signed checkout.session.expired, after which it cannot be paid', async () => {
    const { sessionId } = await provider.createCheckoutSession({
      lineItems: [{ name: 'Tour', unitAmountCents: 2000, quantity: 1 }],
      successUrl: 'https://roteiro.test/ok',
      cancelUrl: 'https://roteiro.test/cancel?session={CHECKOUT_SESSION_ID}',
      metadata: { bookingId: 'bk-2' },
    });
    const { webhook, redirectUrl } = await provider.cancelTestCheckout(sessionId);
    expect(redirectUrl).toBe(`https://roteiro.test/cancel?session=${sessionId}`);
    expect(provider.verifyWebhook(Buffer.from(webhook.payload), webhook.signatureHeader).type).toBe(
      'checkout.session.expired',
    );
    await expect(provider.completeTestCheckout(sessionId)).rejects.toThrow('expired');
  });

  it('treats an open session past its expiry as expired', async () => {
    let clock = Date.now();
    const timed = makeProvider({ now: () => clock });
    const { sessionId } = await timed.createCheckoutSession({
      lineItems: [{ name: 'Tour', unitAmountCents: 2000, quantity: 1 }],
      successUrl: 'https://roteiro.test/ok',
      cancelUrl: 'https://roteiro.test/cancel',
      metadata: {},
      expiresAt: new Date(clock + 30 * 60 * 1000),
    });
    clock += 31 * 60 * 1000;
    expect((await timed.getCheckoutSession(sessionId)).status).toBe('expired');
    await expect(timed.completeTestCheckout(sessionId)).rejects.toThrow('expired');
  });

  it('transfers only to an onboarded account, and a replayed key returns the same transfer', async () => {
    const { accountId } = await provider.createConnectedAccount({
      email: 'a@example.com',
      country: 'PT',
      metadata: {},
    });
    const input = {
      amountCents: 6000,
      destinationAccountId: accountId,
      idempotencyKey: 'run-1',
      metadata: {},
    };

    const refused = await failure(provider.createTransfer(input));
    expect(refused.retryable).toBe(false);
    expect(refused.message).toContain('has not completed onboarding');

    await provider.completeTestOnboarding(accountId);
    const first = await provider.createTransfer(input);
    expect(first.transferId).toMatch(/^tr_test_[0-9a-f]{24}$/);
    expect(await makeProvider().createTransfer(input)).toEqual(first);

    const mismatch = await failure(provider.createTransfer({ ...input, amountCents: 7000 }));
    expect(mismatch.providerCode).toBe('idempotency_error');
  });

  it('refunds at most what was paid, idempotently', async () => {
    const { paymentIntentId } = await paidSession(5000);

    const partial = await provider.refund({ paymentIntentId, amountCents: 2000, idempotencyKey: 'refund-1' });
    expect(partial).toEqual({ refundId: expect.stringMatching(/^re_test_/), status: 'succeeded' });
    expect(await provider.refund({ paymentIntentId, amountCents: 2000, idempotencyKey: 'refund-1' })).toEqual(
      partial,
    );

    const tooMuch = await failure(
      provider.refund({ paymentIntentId, amountCents: 3001, idempotencyKey: 'refund-2' }),
    );
    expect(tooMuch.message).toContain('exceeds');
    await expect(
      provider.refund({ paymentIntentId, amountCents: 3000, idempotencyKey: 'refund-3' }),
    ).resolves.toMatchObject({ status: 'succeeded' });

    expect(
      (await failure(provider.refund({ paymentIntentId: 'pi_nope', amountCents: 1, idempotencyKey: 'x' })))
        .statusCode,
    ).toBe(404);
  });

  it('lists coupons newest first and refuses an unknown coupon at checkout', async () => {
    await provider.createCoupon({ percentOff: 5, name: 'FIVE', metadata: {} });
    const clock = Date.now() + 1000;
    await makeProvider({ now: () => clock }).createCoupon({
      percentOff: 20,
      name: 'TWENTY',
      metadata: { by: 'admin' },
    });
    expect((await provider.listCoupons()).map((c) => [c.name, c.percentOff])).toEqual([
      ['TWENTY', 20],
      ['FIVE', 5],
    ]);
    const error = await failure(
      provider.createCheckoutSession({
        lineItems: [{ name: 'Tour', unitAmountCents: 100, quantity: 1 }],
        successUrl: 'https://roteiro.test/ok',
        cancelUrl: 'https://roteiro.test/cancel',
        metadata: {},
        discountCouponId: 'coupon_nope',
      }),
    );
    expect(error.message).toContain("no such coupon: 'coupon_nope'");
  });

  it('signs its webhooks with the configured secret', async () => {
    const custom = createTestPaymentProvider({ appUrl, db, webhookSecret: 'whsec_custom' });
    const { accountId } = await custom.createConnectedAccount({
      email: 'x@example.com',
      country: 'PT',
      metadata: {},
    });
    const { payload, signatureHeader } = await custom.completeTestOnboarding(accountId);
    expect(custom.verifyWebhook(Buffer.from(payload), signatureHeader).type).toBe('account.updated');
    // The default-secret provider must not accept it.
    expect(() => provider.verifyWebhook(Buffer.from(payload), signatureHeader)).toThrow('does not match');
    expect(TEST_MODE_WEBHOOK_SECRET).not.toBe('whsec_custom');
  });

  it('answers one call replayed by two processes at once with one object', async () => {
    const other = makeProvider();
    const { accountId } = await provider.createConnectedAccount({
      email: 'a@example.com',
      country: 'PT',
      metadata: {},
    });
    await provider.completeTestOnboarding(accountId);
    const transfer = {
      amountCents: 6000,
      destinationAccountId: accountId,
      idempotencyKey: 'company-transfer:run-race',
      metadata: {},
      transferGroup: 'run_run-race',
    };
    const transfers = await Promise.all([provider.createTransfer(transfer), other.createTransfer(transfer)]);
    expect(transfers[0]).toEqual(transfers[1]);
    const checkout = {
      lineItems: [{ name: 'Tour', unitAmountCents: 2000, quantity: 1 }],
      successUrl: 'https://roteiro.test/ok',
      cancelUrl: 'https://roteiro.test/cancel',
      metadata: {},
      idempotencyKey: 'checkout:bk-race',
    };
    const sessions = await Promise.all([
      provider.createCheckoutSession(checkout),
      other.createCheckoutSession(checkout),
    ]);
    expect(sessions[0]).toEqual(sessions[1]);
    const sessionId = sessions[0].sessionId;
    const paid = await Promise.all([
      provider.completeTestCheckout(sessionId),
      other.completeTestCheckout(sessionId),
    ]);
    expect(paid[0].webhook.event.id).toBe(paid[1].webhook.event.id);
    const { paymentIntentId } = await provider.getCheckoutSession(sessionId);
    const refund = {
      paymentIntentId: paymentIntentId ?? '',
      amountCents: 2000,
      idempotencyKey: 'refund:bk-race',
    };
    const refunds = await Promise.all([provider.refund(refund), other.refund(refund)]);
    expect(refunds[0]).toEqual(refunds[1]);

    const count = async (
      table: 'test_provider_transfer' | 'test_provider_checkout_session' | 'test_provider_refund',
    ) => (await db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    expect([
      await count('test_provider_transfer'),
      await count('test_provider_checkout_session'),
      await count('test_provider_refund'),
    ]).toEqual([1, 1, 1]);
  });
});
