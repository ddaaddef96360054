import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  assertCents,
  type PaymentProvider,
  toWebhookEvent,
  WebhookVerificationError,
} from './payment-provider.ts';
import {
  assertMetadata,
  callTestProvider,
  digest,
  effectiveStatus,
  existingAccount,
  existingSession,
  idempotencyMismatch,
  invalid,
  missing,
  paymentStatusOf,
  seconds,
  type TestProviderContext,
} from './test-provider-context.ts';
import { createTestProviderControls, type TestProviderControls } from './test-provider-controls.ts';
import { createTestProviderStore } from './test-provider-store.ts';
import { verifyTestWebhookSignature } from './test-webhook-signature.ts';

/** Default signing secret of test-mode webhooks (they are produced and consumed by this server only). */
export const TEST_MODE_WEBHOOK_SECRET = 'whsec_roteiro_test_mode';
export const defaultTestProviderDir = 'var/test-provider';

const checkoutLifetimeMs = 24 * 60 * 60 * 1000;

export type TestPaymentProviderConfig = {
  /** Public base url of this server: the test-mode onboarding, dashboard and checkout pages live under it. */
  appUrl: string;
  /** Where `state.json` is kept; default `var/test-provider`. */
  dataDir?: string;
  webhookSecret?: string;
  /** Random part of new ids (`prod_test_{id}`...); tests pass a counter. */
  newId?: () => string;
  /** Clock in ms, for tests of expiry. */
  now?: () => number;
};

/** The test-mode provider plus the controls its pages (served by our server under /test-provider) use. */
export type TestPaymentProvider = PaymentProvider & TestProviderControls & { kind: 'test' };

export function isTestPaymentProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.kind === 'test';
}

/**
 * Offline payment provider with the same flows as Stripe: test ids (`prod_test_…`, `price_test_…`,
 * `acct_test_…`, `cs_test_…`; `tr_test_…` / `re_test_…` derived from the idempotency key), state in
 * `{dataDir}/state.json` so onboarding and sessions survive restarts, and webhooks signed with Stripe's scheme.
 */
export function createTestPaymentProvider(config: TestPaymentProviderConfig): TestPaymentProvider {
  const context: TestProviderContext = {
    store: createTestProviderStore(join(config.dataDir ?? defaultTestProviderDir, 'state.json')),
    appUrl: config.appUrl.replace(/\/+$/, ''),
    webhookSecret: config.webhookSecret ?? TEST_MODE_WEBHOOK_SECRET,
    newId: (prefix) => `${prefix}_test_${config.newId ? config.newId() : randomBytes(10).toString('hex')}`,
    now: config.now ?? Date.now,
  };
  const { store, appUrl, newId, now } = context;

  return {
    kind: 'test',
    ...createTestProviderControls(context),

    createProduct: (input) =>
      callTestProvider('createProduct', () => {
        assertCents('createProduct', 'unitAmountCents', input.unitAmountCents);
        assertMetadata('createProduct', input.metadata);
        return store.update((state) => {
          const replayed = input.idempotencyKey && state.idempotency[`product:${input.idempotencyKey}`];
          const existing = replayed ? state.products[replayed] : undefined;
          if (replayed && existing) {
            return { productId: replayed, priceId: existing.defaultPriceId };
          }
          const productId = newId('prod');
          const priceId = newId('price');
          state.prices[priceId] = { productId, unitAmountCents: input.unitAmountCents, active: true };
          state.products[productId] = {
            name: input.name,
            description: input.description,
            imageUrls: input.imageUrls.slice(0, 8),
            metadata: input.metadata,
            defaultPriceId: priceId,
          };
          if (input.idempotencyKey) {
            state.idempotency[`product:${input.idempotencyKey}`] = productId;
          }
          return { productId, priceId };
        });
      }),

    updateProduct: (input) =>
      callTestProvider('updateProduct', () => {
        assertCents('updateProduct', 'unitAmountCents', input.unitAmountCents);
        return store.update((state) => {
          const product = state.products[input.productId];
          if (!product) {
            throw missing('updateProduct', 'product', input.productId);
          }
          product.name = input.name;
          product.description = input.description;
          product.imageUrls = input.imageUrls.slice(0, 8);
          const current = state.prices[input.currentPriceId];
          if (
            current?.active &&
            current.productId === input.productId &&
            current.unitAmountCents === input.unitAmountCents
          ) {
            return { priceId: input.currentPriceId };
          }
          const priceId = newId('price');
          state.prices[priceId] = {
            productId: input.productId,
            unitAmountCents: input.unitAmountCents,
            active: true,
          };
          product.defaultPriceId = priceId;
          if (current) {
            current.active = false;
          }
          return { priceId };
        });
      }),

    createConnectedAccount: (input) =>
      callTestProvider('createConnectedAccount', () => {
        assertMetadata('createConnectedAccount', input.metadata);
        return store.update((state) => {
          const replayed = input.idempotencyKey && state.idempotency[`account:${input.idempotencyKey}`];
          if (replayed && state.accounts[replayed]) {
            return { accountId: replayed };
          }
          const accountId = newId('acct');
          state.accounts[accountId] = {
            email: input.email,
            businessName: input.businessName ?? null,
            metadata: input.metadata,
            detailsSubmitted: false,
            createdAt: seconds(now()),
          };
          if (input.idempotencyKey) {
            state.idempotency[`account:${input.idempotencyKey}`] = accountId;
          }
          return { accountId };
        });
      }),

    createOnboardingLink: (input) =>
      callTestProvider('createOnboardingLink', async () => {
        existingAccount('createOnboardingLink', await store.read(), input.accountId);
        const query = new URLSearchParams({ return: input.returnUrl, refresh: input.refreshUrl });
        return { url: `${appUrl}/test-provider/onboarding/${encodeURIComponent(input.accountId)}?${query}` };
      }),

    getAccountStatus: (accountId) =>
      callTestProvider('getAccountStatus', async () => {
        const account = existingAccount('getAccountStatus', await store.read(), accountId);
        return { detailsSubmitted: account.detailsSubmitted, payoutsEnabled: account.detailsSubmitted };
      }),

    createDashboardLink: (accountId) =>
      callTestProvider('createDashboardLink', async () => {
        existingAccount('createDashboardLink', await store.read(), accountId);
        return { url: `${appUrl}/test-provider/dashboard/${encodeURIComponent(accountId)}` };
      }),

    createCheckoutSession: (input) =>
      callTestProvider('createCheckoutSession', () => {
        if (input.lineItems.length === 0) {
          throw invalid('createCheckoutSession', 'at least one line item is required');
        }
        for (const item of input.lineItems) {
          assertCents('createCheckoutSession', 'unitAmountCents', item.unitAmountCents);
          assertCents('createCheckoutSession', 'quantity', item.quantity, 1);
        }
        assertMetadata('createCheckoutSession', input.metadata);
        return store.update((state) => {
          const replayed = input.idempotencyKey && state.idempotency[`checkout:${input.idempotencyKey}`];
          if (replayed && state.checkoutSessions[replayed]) {
            return { sessionId: replayed, url: `${appUrl}/test-provider/checkout/${replayed}` };
          }
          let percentOff = 0;
          if (input.discountCouponId) {
            const coupon = state.coupons[input.discountCouponId];
            if (!coupon) {
              throw missing('createCheckoutSession', 'coupon', input.discountCouponId);
            }
            percentOff = coupon.percentOff;
          }
          const subtotal = input.lineItems.reduce(
            (sum, item) => sum + item.unitAmountCents * item.quantity,
            0,
          );
          const discount = Math.round((subtotal * percentOff) / 100);
          const sessionId = newId('cs');
          state.checkoutSessions[sessionId] = {
            lineItems: input.lineItems.map(({ name, unitAmountCents, quantity }) => ({
              name,
              unitAmountCents,
              quantity,
            })),
            amountSubtotalCents: subtotal,
            amountDiscountCents: discount,
            amountTotalCents: subtotal - discount,
            successUrl: input.successUrl,
            cancelUrl: input.cancelUrl,
            metadata: input.metadata,
            customerEmail: input.customerEmail ?? null,
            couponId: input.discountCouponId ?? null,
            status: 'open',
            paymentIntentId: null,
            createdAt: now(),
            expiresAt: input.expiresAt ? input.expiresAt.getTime() : now() + checkoutLifetimeMs,
            event: null,
          };
          if (input.idempotencyKey) {
            state.idempotency[`checkout:${input.idempotencyKey}`] = sessionId;
          }
          return { sessionId, url: `${appUrl}/test-provider/checkout/${sessionId}` };
        });
      }),

    getCheckoutSession: (sessionId) =>
      callTestProvider('getCheckoutSession', async () => {
        const session = existingSession('getCheckoutSession', await store.read(), sessionId);
        return {
          sessionId,
          status: effectiveStatus(context, session),
          paymentStatus: paymentStatusOf(session),
          paymentIntentId: session.paymentIntentId,
          amountTotalCents: session.amountTotalCents,
          metadata: session.metadata,
        };
      }),

    refund: (input) =>
      callTestProvider('refund', () => {
        assertCents('refund', 'amountCents', input.amountCents, 1);
        return store.update((state) => {
          const previous = state.refunds[input.idempotencyKey];
          if (previous) {
            if (
              previous.paymentIntentId !== input.paymentIntentId ||
              previous.amountCents !== input.amountCents
            ) {
              throw idempotencyMismatch('refund', input.idempotencyKey);
            }
            return { refundId: previous.refundId, status: 'succeeded' as const };
          }
          const session = Object.values(state.checkoutSessions).find(
            (s) => s.paymentIntentId === input.paymentIntentId && s.status === 'complete',
          );
          if (!session) {
            throw missing('refund', 'payment_intent', input.paymentIntentId);
          }
          const refunded = Object.values(state.refunds)
            .filter((r) => r.paymentIntentId === input.paymentIntentId)
            .reduce((sum, r) => sum + r.amountCents, 0);
          if (refunded + input.amountCents > session.amountTotalCents) {
            throw invalid(
              'refund',
              `amount ${input.amountCents} exceeds what is left to refund (${session.amountTotalCents - refunded})`,
            );
          }
          const refundId = `re_test_${digest(input.idempotencyKey)}`;
          state.refunds[input.idempotencyKey] = {
            refundId,
            paymentIntentId: input.paymentIntentId,
            amountCents: input.amountCents,
          };
          return { refundId, status: 'succeeded' as const };
        });
      }),

    createTransfer: (input) =>
      callTestProvider('createTransfer', () => {
        assertCents('createTransfer', 'amountCents', input.amountCents, 1);
        assertMetadata('createTransfer', input.metadata);
        return store.update((state) => {
          const previous = state.transfers[input.idempotencyKey];
          if (previous) {
            if (
              previous.amountCents !== input.amountCents ||
              previous.destinationAccountId !== input.destinationAccountId
            ) {
              throw idempotencyMismatch('createTransfer', input.idempotencyKey);
            }
            return { transferId: previous.transferId };
          }
          const destination = existingAccount('createTransfer', state, input.destinationAccountId);
          if (!destination.detailsSubmitted) {
            throw invalid(
              'createTransfer',
              `account ${input.destinationAccountId} has not completed onboarding: transfers are not enabled`,
            );
          }
          const transferId = `tr_test_${digest(input.idempotencyKey)}`;
          state.transfers[input.idempotencyKey] = {
            transferId,
            amountCents: input.amountCents,
            destinationAccountId: input.destinationAccountId,
            metadata: input.metadata,
            transferGroup: input.transferGroup ?? null,
          };
          return { transferId };
        });
      }),

    findTransfer: (transferGroup) =>
      callTestProvider('findTransfer', async () => {
        const { transfers } = await store.read();
        const found = Object.values(transfers).find((transfer) => transfer.transferGroup === transferGroup);
        return found
          ? {
              transferId: found.transferId,
              amountCents: found.amountCents,
              destinationAccountId: found.destinationAccountId,
            }
          : null;
      }),

    createCoupon: (input) =>
      callTestProvider('createCoupon', () => {
        if (!(input.percentOff > 0 && input.percentOff <= 100)) {
          throw invalid('createCoupon', 'percentOff must be in ]0, 100]');
        }
        assertMetadata('createCoupon', input.metadata);
        return store.update((state) => {
          const replayed = input.idempotencyKey && state.idempotency[`coupon:${input.idempotencyKey}`];
          if (replayed && state.coupons[replayed]) {
            return { couponId: replayed };
          }
          const couponId = newId('coupon');
          state.coupons[couponId] = {
            name: input.name,
            percentOff: input.percentOff,
            metadata: input.metadata,
            createdAt: now(),
          };
          if (input.idempotencyKey) {
            state.idempotency[`coupon:${input.idempotencyKey}`] = couponId;
          }
          return { couponId };
        });
      }),

    listCoupons: () =>
      callTestProvider('listCoupons', async () => {
        const { coupons } = await store.read();
        return Object.entries(coupons)
          .sort(([, a], [, b]) => b.createdAt - a.createdAt)
          .map(([couponId, coupon]) => ({
            couponId,
            name: coupon.name,
            percentOff: coupon.percentOff,
            valid: true,
            metadata: coupon.metadata,
          }));
      }),

    verifyWebhook(rawBody, signatureHeader) {
      const payload = rawBody.toString('utf8');
      verifyTestWebhookSignature(payload, signatureHeader, context.webhookSecret, seconds(now()));
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch (error) {
        throw new WebhookVerificationError('Webhook body is not JSON', { cause: error });
      }
      return toWebhookEvent(parsed);
    },
  };
}
