import { describe, expect, it } from 'vitest';
import {
  type PaymentProvider,
  PaymentProviderError,
  WebhookVerificationError,
} from '../src/platform/payments/payment-provider.ts';
import { signTestWebhook } from '../src/platform/payments/test-webhook-signature.ts';

/**
 * What the test side can do to a provider that only its real counterpart would do: finish an account's
 * onboarding, pay a checkout session. Each adapter's test brings its own.
 */
export type ProviderDriver = {
  provider: () => PaymentProvider;
  webhookSecret: string;
  completeOnboarding: (accountId: string) => Promise<void>;
  /** Pays an open session as the traveller would; answers its payment intent. */
  pay: (sessionId: string) => Promise<string>;
};

/** The `PaymentProviderError` a call fails with (the test fails if it succeeds or fails otherwise). */
export async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++sequence}`;

/**
 * The behaviour every payment adapter must share, run against Stripe (through the Stripe-shaped server)
 * and against the built-in test mode. What only one of them does (the exact Stripe requests, the test
 * mode's own pages and state file) is tested beside that adapter.
 */
export function describePaymentProviderContract(name: string, driver: ProviderDriver): void {
  const provider = () => driver.provider();

  describe(`${name}: the payment provider contract`, () => {
    it('creates a product with its price, keeps the price for the same amount and replaces it for another', async () => {
      const created = await provider().createProduct({
        name: 'Sintra day trip',
        description: 'Palaces and gardens',
        imageUrls: [],
        unitAmountCents: 4500,
        currency: 'eur',
        metadata: { activityId: 'act-1' },
      });
      expect(created.productId).toMatch(/^prod_/);
      expect(created.priceId).toMatch(/^price_/);
      const same = await provider().updateProduct({
        productId: created.productId,
        name: 'Sintra palaces',
        description: 'Palaces',
        imageUrls: [],
        unitAmountCents: 4500,
        currentPriceId: created.priceId,
      });
      expect(same.priceId).toBe(created.priceId);
      const changed = await provider().updateProduct({
        productId: created.productId,
        name: 'Sintra palaces',
        description: 'Palaces',
        imageUrls: [],
        unitAmountCents: 5000,
        currentPriceId: created.priceId,
      });
      expect(changed.priceId).toMatch(/^price_/);
      expect(changed.priceId).not.toBe(created.priceId);
    });

    it('answers a replayed product creation (same idempotency key) with the first product', async () => {
      const input = {
        name: 'Shared tour',
        description: '',
        imageUrls: [],
        unitAmountCents: 1000,
        currency: 'eur' as const,
        metadata: {},
        idempotencyKey: unique('product'),
      };
      const first = await provider().createProduct(input);
      expect(await provider().createProduct(input)).toEqual(first);
    });

    it('onboards a connected account: a link, then details submitted once onboarding is done', async () => {
      const { accountId } = await provider().createConnectedAccount({
        email: 'tours@example.com',
        businessName: 'Lisbon Tours',
        country: 'PT',
        metadata: { companyId: 'co-1' },
      });
      expect(accountId).toMatch(/^acct_/);
      const link = await provider().createOnboardingLink({
        accountId,
        refreshUrl: 'http://localhost:3000/company/settings/profile?onboarding=refresh',
        returnUrl: 'http://localhost:3000/company/settings/profile?onboarding=return',
      });
      expect(() => new URL(link.url)).not.toThrow();
      expect(await provider().getAccountStatus(accountId)).toEqual({
        detailsSubmitted: false,
        payoutsEnabled: false,
      });
      await driver.completeOnboarding(accountId);
      expect(await provider().getAccountStatus(accountId)).toEqual({
        detailsSubmitted: true,
        payoutsEnabled: true,
      });
      const dashboard = await provider().createDashboardLink(accountId);
      expect(dashboard.url).toContain(accountId);
    });

    it('fails with a non-retryable provider error for an unknown account', async () => {
      const error = await failure(provider().getAccountStatus('acct_missing'));
      expect(error.retryable).toBe(false);
      expect(error.statusCode).toBe(404);
    });

    it('charges the line items minus the coupon at checkout, and the session becomes paid', async () => {
      const { couponId } = await provider().createCoupon({ percentOff: 10, name: 'TEN', metadata: {} });
      const { sessionId, url } = await provider().createCheckoutSession({
        lineItems: [
          { name: 'Adult', unitAmountCents: 3000, quantity: 2 },
          { name: 'Child', unitAmountCents: 1500, quantity: 1 },
        ],
        successUrl: 'http://localhost:3000/booking-success?session={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://localhost:3000/details/x',
        metadata: { bookingId: 'bk-1' },
        customerEmail: 'traveller@example.com',
        discountCouponId: couponId,
      });
      expect(sessionId).toMatch(/^cs_test_/);
      expect(url).toContain(sessionId);
      expect(await provider().getCheckoutSession(sessionId)).toEqual({
        sessionId,
        status: 'open',
        paymentStatus: 'unpaid',
        paymentIntentId: null,
        amountTotalCents: 6750,
        metadata: { bookingId: 'bk-1' },
      });
      const paymentIntentId = await driver.pay(sessionId);
      expect(await provider().getCheckoutSession(sessionId)).toEqual({
        sessionId,
        status: 'complete',
        paymentStatus: 'paid',
        paymentIntentId,
        amountTotalCents: 6750,
        metadata: { bookingId: 'bk-1' },
      });
    });

    it('refunds a payment once per idempotency key', async () => {
      const { sessionId } = await provider().createCheckoutSession({
        lineItems: [{ name: 'Tour', unitAmountCents: 5000, quantity: 1 }],
        successUrl: 'http://localhost:3000/ok',
        cancelUrl: 'http://localhost:3000/cancel',
        metadata: {},
      });
      const paymentIntentId = await driver.pay(sessionId);
      const input = { paymentIntentId, amountCents: 2000, idempotencyKey: unique('refund') };
      const first = await provider().refund(input);
      expect(first).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded' });
      expect(await provider().refund(input)).toEqual(first);
    });

    it('transfers once per idempotency key, and refuses the key with another amount', async () => {
      const { accountId } = await provider().createConnectedAccount({
        email: 'co@example.com',
        country: 'PT',
        metadata: {},
      });
      await driver.completeOnboarding(accountId);
      const input = {
        amountCents: 6000,
        destinationAccountId: accountId,
        idempotencyKey: unique('transfer'),
        metadata: { runId: 'run-42' },
      };
      const first = await provider().createTransfer(input);
      expect(first.transferId).toMatch(/^tr_/);
      expect(await provider().createTransfer(input)).toEqual(first);
      const mismatch = await failure(provider().createTransfer({ ...input, amountCents: 7000 }));
      expect(mismatch.retryable).toBe(false);
    });

    it('finds a transfer by its transfer group, and null for a group without one', async () => {
      const { accountId } = await provider().createConnectedAccount({
        email: 'group@example.com',
        country: 'PT',
        metadata: {},
      });
      await driver.completeOnboarding(accountId);
      const transferGroup = unique('group');
      expect(await provider().findTransfer(transferGroup)).toBeNull();
      const { transferId } = await provider().createTransfer({
        amountCents: 4200,
        destinationAccountId: accountId,
        idempotencyKey: unique('transfer'),
        metadata: {},
        transferGroup,
      });
      expect(await provider().findTransfer(transferGroup)).toEqual({
        transferId,
        amountCents: 4200,
        destinationAccountId: accountId,
      });
    });

    it("lists what it recorded of payments and transfer groups (the ledger's reconciliation reads it)", async () => {
      const { sessionId } = await provider().createCheckoutSession({
        lineItems: [{ name: 'Tour', unitAmountCents: 3500, quantity: 2 }],
        successUrl: 'http://localhost:3000/ok',
        cancelUrl: 'http://localhost:3000/cancel',
        metadata: {},
      });
      const paymentIntentId = await driver.pay(sessionId);
      const first = await provider().refund({
        paymentIntentId,
        amountCents: 1000,
        idempotencyKey: unique('refund'),
      });
      const second = await provider().refund({
        paymentIntentId,
        amountCents: 500,
        idempotencyKey: unique('refund'),
      });
      const payments = await provider().listPayments([paymentIntentId, 'pi_unknown_to_the_provider']);
      expect(payments).toEqual([
        {
          paymentIntentId,
          receivedCents: 7000,
          refunds: expect.arrayContaining([
            { refundId: first.refundId, amountCents: 1000 },
            { refundId: second.refundId, amountCents: 500 },
          ]),
        },
      ]);
      expect(payments[0]?.refunds).toHaveLength(2);
      expect(await provider().listPayments([])).toEqual([]);

      const { accountId } = await provider().createConnectedAccount({
        email: 'ledger@example.com',
        country: 'PT',
        metadata: {},
      });
      await driver.completeOnboarding(accountId);
      const [groupA, groupB, empty] = [unique('group'), unique('group'), unique('group')];
      const a = await provider().createTransfer({
        amountCents: 1200,
        destinationAccountId: accountId,
        idempotencyKey: unique('transfer'),
        metadata: {},
        transferGroup: groupA,
      });
      const b = await provider().createTransfer({
        amountCents: 800,
        destinationAccountId: accountId,
        idempotencyKey: unique('transfer'),
        metadata: {},
        transferGroup: groupB,
      });
      const transfers = await provider().listTransfers([groupA, groupB, empty]);
      expect(transfers).toHaveLength(2);
      expect(transfers).toEqual(
        expect.arrayContaining([
          {
            transferId: a.transferId,
            transferGroup: groupA,
            amountCents: 1200,
            reversedCents: 0,
            destinationAccountId: accountId,
          },
          {
            transferId: b.transferId,
            transferGroup: groupB,
            amountCents: 800,
            reversedCents: 0,
            destinationAccountId: accountId,
          },
        ]),
      );
      expect(await provider().listTransfers([empty])).toEqual([]);
    });

    it('creates and lists coupons', async () => {
      const { couponId } = await provider().createCoupon({ percentOff: 15, name: 'PARTNER15', metadata: {} });
      expect(await provider().listCoupons()).toContainEqual({
        couponId,
        name: 'PARTNER15',
        percentOff: 15,
        valid: true,
        metadata: {},
      });
    });

    it('refuses an amount that is not whole cents, as a non-retryable error', async () => {
      const error = await failure(
        provider().createTransfer({
          amountCents: 10.5,
          destinationAccountId: 'acct_x',
          idempotencyKey: unique('fraction'),
          metadata: {},
        }),
      );
      expect(error.retryable).toBe(false);
    });

    it('verifies webhooks signed with its secret and refuses tampered or foreign ones', () => {
      const payload = JSON.stringify({
        id: 'evt_contract',
        object: 'event',
        type: 'account.updated',
        created: 1_800_000_000,
        account: 'acct_1',
        data: { object: { id: 'acct_1', details_submitted: true } },
      });
      const header = signTestWebhook(payload, driver.webhookSecret);
      expect(provider().verifyWebhook(Buffer.from(payload), header)).toEqual({
        id: 'evt_contract',
        type: 'account.updated',
        created: 1_800_000_000,
        account: 'acct_1',
        data: { object: { id: 'acct_1', details_submitted: true } },
      });
      expect(() => provider().verifyWebhook(Buffer.from(payload.replace('true', 'false')), header)).toThrow(
        WebhookVerificationError,
      );
      expect(() =>
        provider().verifyWebhook(Buffer.from(payload), signTestWebhook(payload, 'whsec_someone_else')),
      ).toThrow(WebhookVerificationError);
    });
  });
}
