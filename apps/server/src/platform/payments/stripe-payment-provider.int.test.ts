import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeServer, startFakeStripeServer } from '../../../test/fakes/fake-stripe-server.ts';
import { failure } from '../../../test/payment-provider-contract.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

let fake: FakeStripeServer;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  stripe = createStripePaymentProvider({
    apiKey: 'sk_test_fake',
    webhookSecret: 'whsec_fake',
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await fake.close();
});

function requestsTo(method: string, path: string) {
  return fake.requests.filter((r) => r.method === method && r.path === path);
}

describe('Stripe payment provider (against a Stripe-shaped server)', () => {
  it('creates a product with its price in one call, with the right unit_amount and currency', async () => {
    const { productId, priceId } = await stripe.createProduct({
      name: 'Sintra day trip',
      description: 'Palaces and gardens',
      imageUrls: ['https://cdn.roteiro.test/a/card.webp'],
      unitAmountCents: 4500,
      currency: 'eur',
      metadata: { activityId: 'act-1', kind: 'private' },
    });

    expect(productId).toMatch(/^prod_/);
    expect(priceId).toMatch(/^price_/);
    const [request] = requestsTo('POST', '/v1/products');
    expect(request?.body).toEqual({
      name: 'Sintra day trip',
      description: 'Palaces and gardens',
      images: ['https://cdn.roteiro.test/a/card.webp'],
      metadata: { activityId: 'act-1', kind: 'private' },
      default_price_data: { currency: 'eur', unit_amount: '4500' },
    });
    expect(fake.objects.get(priceId)).toMatchObject({
      unit_amount: 4500,
      currency: 'eur',
      product: productId,
    });
  });

  it('updates a product without a new price when the amount is unchanged', async () => {
    const created = await stripe.createProduct({
      name: 'Porto walk',
      description: '',
      imageUrls: [],
      unitAmountCents: 2000,
      currency: 'eur',
      metadata: {},
    });
    const pricesBefore = requestsTo('POST', '/v1/prices').length;

    const { priceId } = await stripe.updateProduct({
      productId: created.productId,
      name: 'Porto old town walk',
      description: 'Ribeira and the cathedral',
      imageUrls: [],
      unitAmountCents: 2000,
      currentPriceId: created.priceId,
    });

    expect(priceId).toBe(created.priceId);
    expect(requestsTo('POST', '/v1/prices').length).toBe(pricesBefore);
    expect(fake.objects.get(created.productId)).toMatchObject({
      name: 'Porto old town walk',
      description: 'Ribeira and the cathedral',
    });
  });

  it('creates a new price when the amount changes, makes it the default and archives the old one', async () => {
    const created = await stripe.createProduct({
      name: 'Lisbon tuk tuk',
      description: 'Alfama',
      imageUrls: [],
      unitAmountCents: 3000,
      currency: 'eur',
      metadata: {},
    });

    const { priceId } = await stripe.updateProduct({
      productId: created.productId,
      name: 'Lisbon tuk tuk',
      description: 'Alfama',
      imageUrls: ['https://cdn.roteiro.test/b.webp'],
      unitAmountCents: 3500,
      currentPriceId: created.priceId,
    });

    expect(priceId).not.toBe(created.priceId);
    expect(fake.objects.get(priceId)).toMatchObject({
      unit_amount: 3500,
      currency: 'eur',
      product: created.productId,
      active: true,
    });
    expect(fake.objects.get(created.priceId)).toMatchObject({ active: false });
    expect(fake.objects.get(created.productId)).toMatchObject({
      default_price: priceId,
      images: ['https://cdn.roteiro.test/b.webp'],
    });
    const archive = requestsTo('POST', `/v1/prices/${created.priceId}`);
    expect(archive.map((r) => r.body)).toEqual([{ active: 'false' }]);
  });

  it('sends the idempotency key with a transfer, and a replay returns the same transfer', async () => {
    const { accountId } = await stripe.createConnectedAccount({
      email: 'co@example.com',
      country: 'PT',
      metadata: {},
    });
    const input = {
      amountCents: 6000,
      destinationAccountId: accountId,
      idempotencyKey: 'run-42-transfer',
      metadata: { runId: 'run-42' },
    };

    const first = await stripe.createTransfer(input);
    const replay = await stripe.createTransfer(input);

    expect(first.transferId).toMatch(/^tr_/);
    expect(replay.transferId).toBe(first.transferId);
    const sent = requestsTo('POST', '/v1/transfers');
    expect(sent.map((r) => r.idempotencyKey)).toEqual(['run-42-transfer', 'run-42-transfer']);
    expect(sent[0]?.body).toEqual({
      amount: '6000',
      currency: 'eur',
      destination: accountId,
      metadata: { runId: 'run-42' },
    });
    expect([...fake.objects.values()].filter((o) => o.object === 'transfer')).toHaveLength(1);
  });

  it('refuses to reuse a transfer key with another amount, as a non-retryable error', async () => {
    const { accountId } = await stripe.createConnectedAccount({
      email: 'co2@example.com',
      country: 'PT',
      metadata: {},
    });
    await stripe.createTransfer({
      amountCents: 100,
      destinationAccountId: accountId,
      idempotencyKey: 'k-1',
      metadata: {},
    });
    const error = await failure(
      stripe.createTransfer({
        amountCents: 200,
        destinationAccountId: accountId,
        idempotencyKey: 'k-1',
        metadata: {},
      }),
    );
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('Stripe createTransfer failed');
  });

  it('creates an Express account for Portugal, an onboarding link, a status and a dashboard link', async () => {
    const { accountId } = await stripe.createConnectedAccount({
      email: 'tours@example.com',
      businessName: 'Lisbon Tours Lda',
      country: 'PT',
      metadata: { companyId: 'co-7' },
    });
    expect(accountId).toMatch(/^acct_/);
    expect(requestsTo('POST', '/v1/accounts').at(-1)?.body).toEqual({
      type: 'express',
      country: 'PT',
      email: 'tours@example.com',
      business_profile: { name: 'Lisbon Tours Lda' },
      capabilities: { transfers: { requested: 'true' } },
      metadata: { companyId: 'co-7' },
    });

    const link = await stripe.createOnboardingLink({
      accountId,
      refreshUrl: 'https://roteiro.test/company/payments?refresh=1',
      returnUrl: 'https://roteiro.test/company/payments',
    });
    expect(link.url).toMatch(/^https:\/\//);
    expect(requestsTo('POST', '/v1/account_links').at(-1)?.body).toEqual({
      account: accountId,
      refresh_url: 'https://roteiro.test/company/payments?refresh=1',
      return_url: 'https://roteiro.test/company/payments',
      type: 'account_onboarding',
    });

    expect(await stripe.getAccountStatus(accountId)).toEqual({
      detailsSubmitted: false,
      payoutsEnabled: false,
    });
    fake.update(accountId, { details_submitted: true, payouts_enabled: true });
    expect(await stripe.getAccountStatus(accountId)).toEqual({
      detailsSubmitted: true,
      payoutsEnabled: true,
    });

    const dashboard = await stripe.createDashboardLink(accountId);
    expect(dashboard.url).toContain(accountId);
    expect(requestsTo('POST', `/v1/accounts/${accountId}/login_links`)).toHaveLength(1);
  });

  it('creates a checkout session with priced line items, metadata on the payment and a coupon', async () => {
    const { couponId } = await stripe.createCoupon({
      percentOff: 10,
      name: 'SUMMER10',
      metadata: { batch: 'summer' },
    });
    const { sessionId, url } = await stripe.createCheckoutSession({
      lineItems: [
        { name: 'Sintra day trip (adult)', unitAmountCents: 3000, quantity: 2 },
        { name: 'Sintra day trip (child)', unitAmountCents: 1500, quantity: 1 },
      ],
      successUrl: 'https://roteiro.test/booking/success?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://roteiro.test/booking/cancel',
      metadata: { bookingId: 'bk-1', affiliateId: 'af-9' },
      customerEmail: 'traveller@example.com',
      discountCouponId: couponId,
      submitMessage: 'Cancelamento gratuito até 28 de novembro de 2026, 09:00 (hora de Lisboa)',
      locale: 'pt-PT',
    });

    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toContain(sessionId);
    expect(requestsTo('POST', '/v1/checkout/sessions').at(-1)?.body).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '2',
          price_data: {
            currency: 'eur',
            unit_amount: '3000',
            product_data: { name: 'Sintra day trip (adult)' },
          },
        },
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '1500',
            product_data: { name: 'Sintra day trip (child)' },
          },
        },
      ],
      success_url: 'https://roteiro.test/booking/success?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://roteiro.test/booking/cancel',
      metadata: { bookingId: 'bk-1', affiliateId: 'af-9' },
      payment_intent_data: { metadata: { bookingId: 'bk-1', affiliateId: 'af-9' } },
      customer_email: 'traveller@example.com',
      discounts: [{ coupon: couponId }],
      // Shown by Stripe Checkout above its Pay button (the slot's cancellation terms).
      custom_text: {
        submit: { message: 'Cancelamento gratuito até 28 de novembro de 2026, 09:00 (hora de Lisboa)' },
      },
      // A booking made in Portuguese pays in European Portuguese (Stripe's 'pt'; 'pt-BR' is Brazil's).
      locale: 'pt',
    });

    expect(await stripe.getCheckoutSession(sessionId)).toEqual({
      sessionId,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      amountTotalCents: 6750,
      metadata: { bookingId: 'bk-1', affiliateId: 'af-9' },
    });
  });

  it('refunds with the idempotency key', async () => {
    const result = await stripe.refund({
      paymentIntentId: 'pi_123',
      amountCents: 1500,
      idempotencyKey: 'refund-p-1',
    });
    expect(result).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded' });
    const [request] = requestsTo('POST', '/v1/refunds');
    expect(request?.idempotencyKey).toBe('refund-p-1');
    expect(request?.body).toEqual({ payment_intent: 'pi_123', amount: '1500' });
  });

  it('creates and lists coupons', async () => {
    const { couponId } = await stripe.createCoupon({ percentOff: 15, name: 'PARTNER15', metadata: {} });
    expect(requestsTo('POST', '/v1/coupons').at(-1)?.body).toEqual({
      percent_off: '15',
      name: 'PARTNER15',
      duration: 'once',
    });
    const coupons = await stripe.listCoupons();
    expect(coupons).toContainEqual({
      couponId,
      name: 'PARTNER15',
      percentOff: 15,
      valid: true,
      metadata: {},
    });
  });

  it('turns Stripe errors into PaymentProviderError with the operation and retryability', async () => {
    fake.failNext('POST', '/v1/transfers', 500, { type: 'api_error', message: 'Something went wrong' });
    const serverError = await failure(
      stripe.createTransfer({
        amountCents: 100,
        destinationAccountId: 'acct_x',
        idempotencyKey: 'k-500',
        metadata: {},
      }),
    );
    expect(serverError.retryable).toBe(true);
    expect(serverError.statusCode).toBe(500);
    expect(serverError.message).toContain('Stripe createTransfer failed (500');

    const missing = await failure(stripe.getAccountStatus('acct_missing'));
    expect(missing.retryable).toBe(false);
    expect(missing.providerCode).toBe('resource_missing');
    expect(missing.message).toBe(
      "Stripe getAccountStatus failed (404 resource_missing): No such account: 'acct_missing'",
    );
  });

  it('refuses an amount that is not whole cents before calling Stripe', async () => {
    const before = fake.requests.length;
    const error = await failure(
      stripe.createTransfer({
        amountCents: 10.5,
        destinationAccountId: 'acct_x',
        idempotencyKey: 'k-frac',
        metadata: {},
      }),
    );
    expect(error.retryable).toBe(false);
    expect(fake.requests.length).toBe(before);
  });
});
