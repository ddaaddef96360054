import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  assertCents,
  type CheckoutLineItem,
  type PaymentMetadata,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentWebhookEvent,
  toWebhookEvent,
  WebhookVerificationError,
} from './payment-provider.ts';
import { createTestProviderStore, type TestProviderState } from './test-provider-store.ts';
import { signTestWebhook, verifyTestWebhookSignature } from './test-webhook-signature.ts';

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

export type SignedTestWebhook = { payload: string; signatureHeader: string; event: PaymentWebhookEvent };

export type TestAccount = {
  accountId: string;
  email: string;
  businessName: string | null;
  detailsSubmitted: boolean;
};

export type TestCheckoutSession = {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  lineItems: CheckoutLineItem[];
  amountSubtotalCents: number;
  amountDiscountCents: number;
  amountTotalCents: number;
  currency: 'eur';
  customerEmail: string | null;
  metadata: PaymentMetadata;
  paymentIntentId: string | null;
  expiresAt: Date;
};

/** The test-mode provider plus what its pages (served by our server under /test-provider) need. */
export type TestPaymentProvider = PaymentProvider & {
  kind: 'test';
  getTestAccount(accountId: string): Promise<TestAccount | null>;
  /** "Complete onboarding" on the test onboarding page: details submitted, payouts enabled. */
  completeTestOnboarding(accountId: string): Promise<SignedTestWebhook>;
  getTestCheckoutSession(sessionId: string): Promise<TestCheckoutSession | null>;
  /** "Pay" on the test checkout page: the signed `checkout.session.completed` event and where to go next. */
  completeTestCheckout(sessionId: string): Promise<{ webhook: SignedTestWebhook; redirectUrl: string }>;
  /** "Cancel" on the test checkout page: the signed `checkout.session.expired` event and the cancel url. */
  cancelTestCheckout(sessionId: string): Promise<{ webhook: SignedTestWebhook; redirectUrl: string }>;
};

export function isTestPaymentProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.kind === 'test';
}

type Session = TestProviderState['checkoutSessions'][string];

/**
 * Offline payment provider with the same flows as Stripe: deterministic-looking ids (`prod_test_…`,
 * `price_test_…`, `acct_test_…`, `cs_test_…`, `tr_test_…`), state in `{dataDir}/state.json` so onboarding
 * and sessions survive restarts, and webhooks signed with Stripe's scheme.
 */
export function createTestPaymentProvider(config: TestPaymentProviderConfig): TestPaymentProvider {
  const appUrl = config.appUrl.replace(/\/+$/, '');
  const store = createTestProviderStore(join(config.dataDir ?? defaultTestProviderDir, 'state.json'));
  const secret = config.webhookSecret ?? TEST_MODE_WEBHOOK_SECRET;
  const newId = (prefix: string) =>
    `${prefix}_test_${config.newId ? config.newId() : randomBytes(10).toString('hex')}`;
  const now = config.now ?? Date.now;
  const seconds = (ms: number) => Math.floor(ms / 1000);

  function sign(event: Record<string, unknown>): SignedTestWebhook {
    const payload = JSON.stringify(event);
    return {
      payload,
      signatureHeader: signTestWebhook(payload, secret, seconds(now())),
      event: toWebhookEvent(event),
    };
  }

  function effectiveStatus(session: Session): Session['status'] {
    return session.status === 'open' && now() > session.expiresAt ? 'expired' : session.status;
  }

  function sessionEvent(sessionId: string, session: Session, type: string): Record<string, unknown> {
    const { event } = session;
    if (!event) {
      throw new Error(`checkout session ${sessionId} has no event to send`);
    }
    return {
      id: event.id,
      object: 'event',
      type,
      created: event.created,
      livemode: false,
      account: null,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          mode: 'payment',
          status: session.status,
          payment_status: paymentStatusOf(session),
          payment_intent: session.paymentIntentId,
          amount_subtotal: session.amountSubtotalCents,
          amount_total: session.amountTotalCents,
          total_details: { amount_discount: session.amountDiscountCents },
          currency: 'eur',
          metadata: session.metadata,
          customer_email: session.customerEmail,
          customer_details: session.customerEmail ? { email: session.customerEmail } : null,
          success_url: session.successUrl,
          cancel_url: session.cancelUrl,
          expires_at: seconds(session.expiresAt),
          created: seconds(session.createdAt),
        },
      },
    };
  }

  function existingSession(operation: string, state: TestProviderState, sessionId: string): Session {
    const session = state.checkoutSessions[sessionId];
    if (!session) {
      throw missing(operation, 'checkout session', sessionId);
    }
    return session;
  }

  function existingAccount(operation: string, state: TestProviderState, accountId: string) {
    const account = state.accounts[accountId];
    if (!account) {
      throw missing(operation, 'account', accountId);
    }
    return account;
  }

  return {
    kind: 'test',

    createProduct: (input) =>
      call('createProduct', () => {
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
      call('updateProduct', () => {
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
      call('createConnectedAccount', () => {
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
      call('createOnboardingLink', async () => {
        existingAccount('createOnboardingLink', await store.read(), input.accountId);
        const query = new URLSearchParams({ return: input.returnUrl, refresh: input.refreshUrl });
        return { url: `${appUrl}/test-provider/onboarding/${encodeURIComponent(input.accountId)}?${query}` };
      }),

    getAccountStatus: (accountId) =>
      call('getAccountStatus', async () => {
        const account = existingAccount('getAccountStatus', await store.read(), accountId);
        return { detailsSubmitted: account.detailsSubmitted, payoutsEnabled: account.detailsSubmitted };
      }),

    createDashboardLink: (accountId) =>
      call('createDashboardLink', async () => {
        existingAccount('createDashboardLink', await store.read(), accountId);
        return { url: `${appUrl}/test-provider/dashboard/${encodeURIComponent(accountId)}` };
      }),

    createCheckoutSession: (input) =>
      call('createCheckoutSession', () => {
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
      call('getCheckoutSession', async () => {
        const session = existingSession('getCheckoutSession', await store.read(), sessionId);
        return {
          sessionId,
          status: effectiveStatus(session),
          paymentStatus: paymentStatusOf(session),
          paymentIntentId: session.paymentIntentId,
          amountTotalCents: session.amountTotalCents,
          metadata: session.metadata,
        };
      }),

    refund: (input) =>
      call('refund', () => {
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
      call('createTransfer', () => {
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
          };
          return { transferId };
        });
      }),

    createCoupon: (input) =>
      call('createCoupon', () => {
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
      call('listCoupons', async () => {
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
      verifyTestWebhookSignature(payload, signatureHeader, secret, seconds(now()));
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch (error) {
        throw new WebhookVerificationError('Webhook body is not JSON', { cause: error });
      }
      return toWebhookEvent(parsed);
    },

    getTestAccount: async (accountId) => {
      const account = (await store.read()).accounts[accountId];
      if (!account) {
        return null;
      }
      return {
        accountId,
        email: account.email,
        businessName: account.businessName,
        detailsSubmitted: account.detailsSubmitted,
      };
    },

    completeTestOnboarding: (accountId) =>
      call('completeTestOnboarding', async () => {
        const account = await store.update((state) => {
          const found = existingAccount('completeTestOnboarding', state, accountId);
          found.detailsSubmitted = true;
          return found;
        });
        return sign({
          id: newId('evt'),
          object: 'event',
          type: 'account.updated',
          created: seconds(now()),
          livemode: false,
          account: accountId,
          data: {
            object: {
              id: accountId,
              object: 'account',
              type: 'express',
              email: account.email,
              details_submitted: true,
              payouts_enabled: true,
              charges_enabled: false,
              metadata: account.metadata,
            },
          },
        });
      }),

    getTestCheckoutSession: async (sessionId) => {
      const session = (await store.read()).checkoutSessions[sessionId];
      if (!session) {
        return null;
      }
      return {
        sessionId,
        status: effectiveStatus(session),
        lineItems: session.lineItems,
        amountSubtotalCents: session.amountSubtotalCents,
        amountDiscountCents: session.amountDiscountCents,
        amountTotalCents: session.amountTotalCents,
        currency: 'eur',
        customerEmail: session.customerEmail,
        metadata: session.metadata,
        paymentIntentId: session.paymentIntentId,
        expiresAt: new Date(session.expiresAt),
      };
    },

    completeTestCheckout: (sessionId) =>
      call('completeTestCheckout', async () => {
        const session = await store.update((state) => {
          const found = existingSession('completeTestCheckout', state, sessionId);
          if (found.status === 'complete') {
            return found; // a second press re-sends the same event; the webhook handler dedupes by id
          }
          if (effectiveStatus(found) === 'expired') {
            throw invalid('completeTestCheckout', `checkout session ${sessionId} has expired`);
          }
          found.status = 'complete';
          found.paymentIntentId = newId('pi');
          found.event = { id: newId('evt'), created: seconds(now()) };
          return found;
        });
        return {
          webhook: sign(sessionEvent(sessionId, session, 'checkout.session.completed')),
          redirectUrl: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', sessionId),
        };
      }),

    cancelTestCheckout: (sessionId) =>
      call('cancelTestCheckout', async () => {
        const session = await store.update((state) => {
          const found = existingSession('cancelTestCheckout', state, sessionId);
          if (found.status === 'complete') {
            throw invalid('cancelTestCheckout', `checkout session ${sessionId} is already paid`);
          }
          found.status = 'expired';
          found.event ??= { id: newId('evt'), created: seconds(now()) };
          return found;
        });
        return {
          webhook: sign(sessionEvent(sessionId, session, 'checkout.session.expired')),
          redirectUrl: session.cancelUrl.replaceAll('{CHECKOUT_SESSION_ID}', sessionId),
        };
      }),
  };
}

function paymentStatusOf(session: Session): 'paid' | 'unpaid' | 'no_payment_required' {
  if (session.status !== 'complete') {
    return 'unpaid';
  }
  return session.amountTotalCents === 0 ? 'no_payment_required' : 'paid';
}

function digest(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 24);
}

function missing(operation: string, what: string, id: string): PaymentProviderError {
  return new PaymentProviderError(operation, `Test provider ${operation} failed: no such ${what}: '${id}'`, {
    retryable: false,
    statusCode: 404,
    providerCode: 'resource_missing',
  });
}

function invalid(operation: string, message: string): PaymentProviderError {
  return new PaymentProviderError(operation, `Test provider ${operation} failed: ${message}`, {
    retryable: false,
    statusCode: 400,
    providerCode: 'invalid_request',
  });
}

function idempotencyMismatch(operation: string, key: string): PaymentProviderError {
  return new PaymentProviderError(
    operation,
    `Test provider ${operation} failed: idempotency key '${key}' was already used with other parameters`,
    { retryable: false, statusCode: 400, providerCode: 'idempotency_error' },
  );
}

/** Stripe's metadata limits, enforced offline so test mode fails where Stripe would. */
function assertMetadata(operation: string, metadata: PaymentMetadata): void {
  const entries = Object.entries(metadata);
  if (entries.length > 50 || entries.some(([key, value]) => key.length > 40 || value.length > 500)) {
    throw invalid(operation, 'metadata allows 50 keys, keys up to 40 and values up to 500 characters');
  }
}

async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw error;
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new PaymentProviderError(operation, `Test provider ${operation} failed: ${reason}`, {
      retryable: true,
      cause: error,
    });
  }
}
