import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import {
  assertCents,
  type PaymentProvider,
  toWebhookEvent,
  WebhookVerificationError,
} from './payment-provider.ts';
import {
  deactivatePrice,
  findAccountIdByKey,
  findCoupon,
  findCouponIdByKey,
  findPrice,
  findProductByKey,
  findRefund,
  findSessionIdByKey,
  findTransferByGroup,
  findTransferByKey,
  insertAccount,
  insertCoupon,
  insertPrice,
  insertProductWithPrice,
  insertRefund,
  insertSession,
  insertTransfer,
  listCoupons,
  lockPaidSession,
  lockProduct,
  paidSessionsOf,
  refundedCents,
  refundsOf,
  transfersOfGroups,
  updateProductDetails,
} from './test-provider.repository.ts';
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
import { verifyTestWebhookSignature } from './test-webhook-signature.ts';

/** Default signing secret of test-mode webhooks (they are produced and consumed by this server only). */
export const TEST_MODE_WEBHOOK_SECRET = 'whsec_roteiro_test_mode';

const checkoutLifetimeMs = 24 * 60 * 60 * 1000;

export type TestPaymentProviderConfig = {
  /** Public base url of this server: the test-mode onboarding, dashboard and checkout pages live under it. */
  appUrl: string;
  /** The app's database, where the provider keeps its state (shared by every server process). */
  db: Db;
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
 * `acct_test_…`, `cs_test_…`; `tr_test_…` / `re_test_…` derived from the idempotency key), state in the app's
 * database (migration 0035) so onboarding and sessions survive restarts and every server process shares them,
 * idempotency keys as unique keys, and webhooks signed with Stripe's scheme.
 */
export function createTestPaymentProvider(config: TestPaymentProviderConfig): TestPaymentProvider {
  const context: TestProviderContext = {
    db: config.db,
    appUrl: config.appUrl.replace(/\/+$/, ''),
    webhookSecret: config.webhookSecret ?? TEST_MODE_WEBHOOK_SECRET,
    newId: (prefix) => `${prefix}_test_${config.newId ? config.newId() : randomBytes(10).toString('hex')}`,
    now: config.now ?? Date.now,
  };
  const { db, appUrl, newId, now } = context;

  return {
    kind: 'test',
    ...createTestProviderControls(context),

    createProduct: (input) =>
      callTestProvider('createProduct', async () => {
        assertCents('createProduct', 'unitAmountCents', input.unitAmountCents);
        assertMetadata('createProduct', input.metadata);
        const key = input.idempotencyKey ?? null;
        const replay = async () => {
          const existing = key ? await findProductByKey(db, key) : undefined;
          return existing && { productId: existing.id, priceId: existing.defaultPriceId };
        };
        const earlier = await replay();
        if (earlier) {
          return earlier;
        }
        const productId = newId('prod');
        const priceId = newId('price');
        const created = await db.transaction().execute((trx) =>
          insertProductWithPrice(
            trx,
            {
              id: productId,
              name: input.name,
              description: input.description,
              imageUrls: input.imageUrls.slice(0, 8),
              metadata: input.metadata,
              defaultPriceId: priceId,
              idempotencyKey: key,
            },
            input.unitAmountCents,
          ),
        );
        // Another process created it with this key meanwhile: answer the first product, as Stripe would.
        return created ? { productId, priceId } : ((await replay()) ?? { productId, priceId });
      }),

    updateProduct: (input) =>
      callTestProvider('updateProduct', async () => {
        assertCents('updateProduct', 'unitAmountCents', input.unitAmountCents);
        return db.transaction().execute(async (trx) => {
          const product = await lockProduct(trx, input.productId);
          if (!product) {
            throw missing('updateProduct', 'product', input.productId);
          }
          const current = await findPrice(trx, input.currentPriceId);
          const details = {
            name: input.name,
            description: input.description,
            imageUrls: input.imageUrls.slice(0, 8),
          };
          if (
            current?.active &&
            current.productId === input.productId &&
            current.unitAmountCents === input.unitAmountCents
          ) {
            await updateProductDetails(trx, product.id, {
              ...details,
              defaultPriceId: product.defaultPriceId,
            });
            return { priceId: input.currentPriceId };
          }
          const priceId = newId('price');
          await insertPrice(trx, {
            id: priceId,
            productId: product.id,
            unitAmountCents: input.unitAmountCents,
          });
          await updateProductDetails(trx, product.id, { ...details, defaultPriceId: priceId });
          if (current) {
            await deactivatePrice(trx, current.id);
          }
          return { priceId };
        });
      }),

    createConnectedAccount: (input) =>
      callTestProvider('createConnectedAccount', async () => {
        assertMetadata('createConnectedAccount', input.metadata);
        const key = input.idempotencyKey ?? null;
        const earlier = key ? await findAccountIdByKey(db, key) : undefined;
        if (earlier) {
          return { accountId: earlier };
        }
        const accountId = newId('acct');
        const created = await insertAccount(db, {
          id: accountId,
          email: input.email,
          businessName: input.businessName ?? null,
          metadata: input.metadata,
          idempotencyKey: key,
          createdAt: new Date(now()),
        });
        return {
          accountId: created || !key ? accountId : ((await findAccountIdByKey(db, key)) ?? accountId),
        };
      }),

    createOnboardingLink: (input) =>
      callTestProvider('createOnboardingLink', async () => {
        await existingAccount(context, 'createOnboardingLink', input.accountId);
        const query = new URLSearchParams({ return: input.returnUrl, refresh: input.refreshUrl });
        return { url: `${appUrl}/test-provider/onboarding/${encodeURIComponent(input.accountId)}?${query}` };
      }),

    getAccountStatus: (accountId) =>
      callTestProvider('getAccountStatus', async () => {
        const account = await existingAccount(context, 'getAccountStatus', accountId);
        return { detailsSubmitted: account.detailsSubmitted, payoutsEnabled: account.detailsSubmitted };
      }),

    createDashboardLink: (accountId) =>
      callTestProvider('createDashboardLink', async () => {
        await existingAccount(context, 'createDashboardLink', accountId);
        return { url: `${appUrl}/test-provider/dashboard/${encodeURIComponent(accountId)}` };
      }),

    createCheckoutSession: (input) =>
      callTestProvider('createCheckoutSession', async () => {
        if (input.lineItems.length === 0) {
          throw invalid('createCheckoutSession', 'at least one line item is required');
        }
        for (const item of input.lineItems) {
          assertCents('createCheckoutSession', 'unitAmountCents', item.unitAmountCents);
          assertCents('createCheckoutSession', 'quantity', item.quantity, 1);
        }
        assertMetadata('createCheckoutSession', input.metadata);
        const key = input.idempotencyKey ?? null;
        const answer = (sessionId: string) => ({
          sessionId,
          url: `${appUrl}/test-provider/checkout/${sessionId}`,
        });
        // Inserted first (a checkout is on the booking's hot path): a replayed key finds its session afterwards.
        const replayed = async () => (key ? await findSessionIdByKey(db, key) : undefined);
        let percentOff = 0;
        if (input.discountCouponId) {
          const coupon = await findCoupon(db, input.discountCouponId);
          if (!coupon) {
            const earlier = await replayed();
            if (earlier) {
              return answer(earlier);
            }
            throw missing('createCheckoutSession', 'coupon', input.discountCouponId);
          }
          percentOff = coupon.percentOff;
        }
        const subtotal = input.lineItems.reduce((sum, item) => sum + item.unitAmountCents * item.quantity, 0);
        const discount = Math.round((subtotal * percentOff) / 100);
        const sessionId = newId('cs');
        const createdAt = now();
        const created = await insertSession(db, {
          id: sessionId,
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
          submitMessage: input.submitMessage ?? null,
          locale: input.locale ?? 'en',
          idempotencyKey: key,
          createdAt: new Date(createdAt),
          expiresAt: input.expiresAt ?? new Date(createdAt + checkoutLifetimeMs),
        });
        return answer(created ? sessionId : ((await replayed()) ?? sessionId));
      }),

    getCheckoutSession: (sessionId) =>
      callTestProvider('getCheckoutSession', async () => {
        const session = await existingSession(context, 'getCheckoutSession', sessionId);
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
      callTestProvider('refund', async () => {
        assertCents('refund', 'amountCents', input.amountCents, 1);
        // The paid session is locked: refunds of one payment (from any process) are decided one at a time.
        return db.transaction().execute(async (trx) => {
          const session = await lockPaidSession(trx, input.paymentIntentId);
          const previous = await findRefund(trx, input.idempotencyKey);
          if (previous) {
            if (
              previous.paymentIntentId !== input.paymentIntentId ||
              previous.amountCents !== input.amountCents
            ) {
              throw idempotencyMismatch('refund', input.idempotencyKey);
            }
            return { refundId: previous.id, status: 'succeeded' as const };
          }
          if (!session) {
            throw missing('refund', 'payment_intent', input.paymentIntentId);
          }
          const refunded = await refundedCents(trx, input.paymentIntentId);
          if (refunded + input.amountCents > session.amountTotalCents) {
            throw invalid(
              'refund',
              `amount ${input.amountCents} exceeds what is left to refund (${session.amountTotalCents - refunded})`,
            );
          }
          const refundId = `re_test_${digest(input.idempotencyKey)}`;
          await insertRefund(trx, {
            idempotencyKey: input.idempotencyKey,
            id: refundId,
            paymentIntentId: input.paymentIntentId,
            amountCents: input.amountCents,
          });
          return { refundId, status: 'succeeded' as const };
        });
      }),

    createTransfer: (input) =>
      callTestProvider('createTransfer', async () => {
        assertCents('createTransfer', 'amountCents', input.amountCents, 1);
        assertMetadata('createTransfer', input.metadata);
        const replay = async () => {
          const previous = await findTransferByKey(db, input.idempotencyKey);
          if (!previous) {
            return null;
          }
          if (
            previous.amountCents !== input.amountCents ||
            previous.destinationAccountId !== input.destinationAccountId
          ) {
            throw idempotencyMismatch('createTransfer', input.idempotencyKey);
          }
          return { transferId: previous.id };
        };
        const earlier = await replay();
        if (earlier) {
          return earlier;
        }
        const destination = await existingAccount(context, 'createTransfer', input.destinationAccountId);
        if (!destination.detailsSubmitted) {
          throw invalid(
            'createTransfer',
            `account ${input.destinationAccountId} has not completed onboarding: transfers are not enabled`,
          );
        }
        const transferId = `tr_test_${digest(input.idempotencyKey)}`;
        const created = await insertTransfer(db, {
          idempotencyKey: input.idempotencyKey,
          id: transferId,
          amountCents: input.amountCents,
          destinationAccountId: input.destinationAccountId,
          metadata: input.metadata,
          transferGroup: input.transferGroup ?? null,
        });
        // The same key from another process at the same moment: one transfer, compared like a replay.
        return created ? { transferId } : ((await replay()) ?? { transferId });
      }),

    findTransfer: (transferGroup) =>
      callTestProvider('findTransfer', async () => {
        const found = await findTransferByGroup(db, transferGroup);
        return found
          ? {
              transferId: found.id,
              amountCents: found.amountCents,
              destinationAccountId: found.destinationAccountId,
            }
          : null;
      }),

    listPayments: (paymentIntentIds) =>
      callTestProvider('listPayments', async () => {
        // One after the other: `db` may be a single connection.
        const sessions = await paidSessionsOf(db, paymentIntentIds);
        const refunds = await refundsOf(db, paymentIntentIds);
        return sessions.flatMap((session) => {
          const paymentIntentId = session.paymentIntentId;
          return paymentIntentId
            ? [
                {
                  paymentIntentId,
                  receivedCents: session.amountTotalCents,
                  refunds: refunds
                    .filter((refund) => refund.paymentIntentId === paymentIntentId)
                    .map((refund) => ({ refundId: refund.id, amountCents: refund.amountCents })),
                },
              ]
            : [];
        });
      }),

    listTransfers: (transferGroups) =>
      callTestProvider('listTransfers', async () =>
        (await transfersOfGroups(db, transferGroups)).map((transfer) => ({
          transferId: transfer.id,
          transferGroup: transfer.transferGroup ?? '',
          amountCents: transfer.amountCents,
          // The test mode never reverses a transfer.
          reversedCents: 0,
          destinationAccountId: transfer.destinationAccountId,
        })),
      ),

    createCoupon: (input) =>
      callTestProvider('createCoupon', async () => {
        if (!(input.percentOff > 0 && input.percentOff <= 100)) {
          throw invalid('createCoupon', 'percentOff must be in ]0, 100]');
        }
        assertMetadata('createCoupon', input.metadata);
        const key = input.idempotencyKey ?? null;
        const earlier = key ? await findCouponIdByKey(db, key) : undefined;
        if (earlier) {
          return { couponId: earlier };
        }
        const couponId = newId('coupon');
        const created = await insertCoupon(db, {
          id: couponId,
          name: input.name,
          percentOff: input.percentOff,
          metadata: input.metadata,
          idempotencyKey: key,
          createdAt: new Date(now()),
        });
        return { couponId: created || !key ? couponId : ((await findCouponIdByKey(db, key)) ?? couponId) };
      }),

    listCoupons: () =>
      callTestProvider('listCoupons', async () =>
        (await listCoupons(db)).map((coupon) => ({
          couponId: coupon.id,
          name: coupon.name,
          percentOff: coupon.percentOff,
          valid: true,
          metadata: coupon.metadata,
        })),
      ),

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
