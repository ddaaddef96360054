import Stripe from 'stripe';
import {
  assertCents,
  type Coupon,
  type PaymentProvider,
  PaymentProviderError,
  toWebhookEvent,
  WebhookVerificationError,
} from './payment-provider.ts';

export type StripePaymentProviderConfig = {
  /** STRIPE_SECRET_KEY (sk_live_… / sk_test_… / rk_…). */
  apiKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…) of the webhook endpoint. */
  webhookSecret: string;
  /** Tests only: talk to a local Stripe-shaped server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** SDK network retries (it adds idempotency keys to retried POSTs); default 2. */
  maxNetworkRetries?: number;
};

const maxProductImages = 8;

/** Stripe: Connect Express accounts, products and prices, Checkout, refunds, transfers, coupons, webhooks. */
export function createStripePaymentProvider(config: StripePaymentProviderConfig): PaymentProvider {
  const stripe = new Stripe(config.apiKey, {
    host: config.host,
    port: config.port,
    protocol: config.protocol,
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    appInfo: { name: 'roteiro' },
  });

  return {
    kind: 'stripe',

    createProduct: (input) =>
      call('createProduct', async () => {
        assertCents('createProduct', 'unitAmountCents', input.unitAmountCents);
        // One call creates the product and its default price: no product is left without a price.
        const product = await stripe.products.create(
          {
            name: input.name,
            description: input.description || undefined,
            images: input.imageUrls.slice(0, maxProductImages),
            metadata: input.metadata,
            default_price_data: { currency: input.currency, unit_amount: input.unitAmountCents },
          },
          input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
        );
        const priceId = idOf(product.default_price);
        if (!priceId) {
          throw new Error(`product ${product.id} came back without a default price`);
        }
        return { productId: product.id, priceId };
      }),

    updateProduct: (input) =>
      call('updateProduct', async () => {
        assertCents('updateProduct', 'unitAmountCents', input.unitAmountCents);
        const details = {
          name: input.name,
          description: input.description, // '' clears it on update
          images: input.imageUrls.length > 0 ? input.imageUrls.slice(0, maxProductImages) : ('' as const),
        };
        const current = await stripe.prices.retrieve(input.currentPriceId);
        const isSamePrice =
          current.active &&
          current.unit_amount === input.unitAmountCents &&
          current.currency === 'eur' &&
          idOf(current.product) === input.productId;
        if (isSamePrice) {
          await stripe.products.update(input.productId, details);
          return { priceId: current.id };
        }
        // Stripe prices are immutable: create a new one, make it the default, then archive the old one
        // (a default price cannot be archived). The key makes a retried update reuse the same new price.
        const price = await stripe.prices.create(
          { product: input.productId, currency: 'eur', unit_amount: input.unitAmountCents },
          { idempotencyKey: `roteiro-price-${input.currentPriceId}-${input.unitAmountCents}` },
        );
        await stripe.products.update(input.productId, { ...details, default_price: price.id });
        if (current.active) {
          await stripe.prices.update(current.id, { active: false });
        }
        return { priceId: price.id };
      }),

    createConnectedAccount: (input) =>
      call('createConnectedAccount', async () => {
        // Roteiro is the merchant of record and pays companies and affiliates with separate transfers:
        // the accounts only need the transfers capability.
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country: input.country,
            email: input.email,
            business_profile: input.businessName ? { name: input.businessName } : undefined,
            capabilities: { transfers: { requested: true } },
            metadata: input.metadata,
          },
          input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
        );
        return { accountId: account.id };
      }),

    createOnboardingLink: (input) =>
      call('createOnboardingLink', async () => {
        const link = await stripe.accountLinks.create({
          account: input.accountId,
          refresh_url: input.refreshUrl,
          return_url: input.returnUrl,
          type: 'account_onboarding',
        });
        return { url: link.url };
      }),

    getAccountStatus: (accountId) =>
      call('getAccountStatus', async () => {
        const account = await stripe.accounts.retrieve(accountId);
        return {
          detailsSubmitted: account.details_submitted ?? false,
          payoutsEnabled: account.payouts_enabled ?? false,
        };
      }),

    createDashboardLink: (accountId) =>
      call('createDashboardLink', async () => {
        const link = await stripe.accounts.createLoginLink(accountId);
        return { url: link.url };
      }),

    createCheckoutSession: (input) =>
      call('createCheckoutSession', async () => {
        for (const item of input.lineItems) {
          assertCents('createCheckoutSession', 'unitAmountCents', item.unitAmountCents);
          assertCents('createCheckoutSession', 'quantity', item.quantity, 1);
        }
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: input.lineItems.map((item) => ({
              quantity: item.quantity,
              price_data: {
                currency: 'eur',
                unit_amount: item.unitAmountCents,
                product_data: { name: item.name },
              },
            })),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: input.metadata,
            payment_intent_data: { metadata: input.metadata },
            customer_email: input.customerEmail,
            discounts: input.discountCouponId ? [{ coupon: input.discountCouponId }] : undefined,
            expires_at: input.expiresAt ? Math.floor(input.expiresAt.getTime() / 1000) : undefined,
            custom_text: input.submitMessage ? { submit: { message: input.submitMessage } } : undefined,
            // Stripe's 'pt' is European Portuguese ('pt-BR' is Brazil's).
            locale: input.locale ? (input.locale === 'pt-PT' ? 'pt' : 'en') : undefined,
          },
          input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
        );
        if (!session.url) {
          throw new Error(`checkout session ${session.id} came back without a url`);
        }
        return { sessionId: session.id, url: session.url };
      }),

    getCheckoutSession: (sessionId) =>
      call('getCheckoutSession', async () => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return {
          sessionId: session.id,
          status: oneOf(session.status, ['open', 'complete', 'expired'] as const, 'open'),
          paymentStatus: oneOf(
            session.payment_status,
            ['paid', 'unpaid', 'no_payment_required'] as const,
            'unpaid',
          ),
          paymentIntentId: idOf(session.payment_intent),
          amountTotalCents: session.amount_total ?? null,
          metadata: session.metadata ?? {},
        };
      }),

    refund: (input) =>
      call('refund', async () => {
        assertCents('refund', 'amountCents', input.amountCents, 1);
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentIntentId, amount: input.amountCents, metadata: input.metadata },
          { idempotencyKey: input.idempotencyKey },
        );
        const statuses = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'] as const;
        return { refundId: refund.id, status: oneOf(refund.status, statuses, 'pending') };
      }),

    createTransfer: (input) =>
      call('createTransfer', async () => {
        assertCents('createTransfer', 'amountCents', input.amountCents, 1);
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: 'eur',
            destination: input.destinationAccountId,
            metadata: input.metadata,
            transfer_group: input.transferGroup,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { transferId: transfer.id };
      }),

    findTransfer: (transferGroup) =>
      call('findTransfer', async () => {
        const { data } = await stripe.transfers.list({ transfer_group: transferGroup, limit: 1 });
        const transfer = data[0];
        if (!transfer) {
          return null;
        }
        const destination = transfer.destination;
        return {
          transferId: transfer.id,
          amountCents: transfer.amount,
          destinationAccountId: typeof destination === 'string' ? destination : (destination?.id ?? ''),
        };
      }),

    listPayments: (paymentIntentIds) =>
      call('listPayments', async () => {
        const found = await inTurns(paymentIntentIds, async (paymentIntentId) => {
          const intent = await stripe.paymentIntents.retrieve(paymentIntentId).catch((error: unknown) => {
            if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) {
              return null; // unknown to Stripe: left out, as the interface says
            }
            throw error;
          });
          if (!intent) {
            return null;
          }
          const refunds = await stripe.refunds
            .list({ payment_intent: paymentIntentId, limit: 100 })
            .autoPagingToArray({ limit: 10_000 });
          return {
            paymentIntentId: intent.id,
            receivedCents: intent.amount_received ?? 0,
            refunds: refunds
              .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
              .map((refund) => ({ refundId: refund.id, amountCents: refund.amount })),
          };
        });
        return found.filter((payment) => payment !== null);
      }),

    listTransfers: (transferGroups) =>
      call('listTransfers', async () => {
        const groups = await inTurns(transferGroups, async (transferGroup) => {
          const transfers = await stripe.transfers
            .list({ transfer_group: transferGroup, limit: 100 })
            .autoPagingToArray({ limit: 10_000 });
          return transfers.map((transfer) => ({
            transferId: transfer.id,
            transferGroup,
            amountCents: transfer.amount,
            reversedCents: transfer.amount_reversed ?? 0,
            destinationAccountId: idOf(transfer.destination) ?? '',
          }));
        });
        return groups.flat();
      }),

    createCoupon: (input) =>
      call('createCoupon', async () => {
        if (!(input.percentOff > 0 && input.percentOff <= 100)) {
          throw new PaymentProviderError('createCoupon', 'createCoupon: percentOff must be in ]0, 100]', {
            retryable: false,
          });
        }
        const coupon = await stripe.coupons.create(
          { percent_off: input.percentOff, name: input.name, duration: 'once', metadata: input.metadata },
          input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
        );
        return { couponId: coupon.id };
      }),

    listCoupons: () =>
      call('listCoupons', async () => {
        const coupons = await stripe.coupons.list({ limit: 100 }).autoPagingToArray({ limit: 1000 });
        return coupons.map(
          (coupon): Coupon => ({
            couponId: coupon.id,
            name: coupon.name,
            percentOff: coupon.percent_off,
            valid: coupon.valid,
            metadata: coupon.metadata ?? {},
          }),
        );
      }),

    verifyWebhook(rawBody, signatureHeader) {
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new WebhookVerificationError(`Stripe webhook signature verification failed: ${reason}`, {
          cause: error,
        });
      }
      return toWebhookEvent(event);
    },
  };
}

/** Stripe calls made at most 4 at a time (Stripe limits requests per second); answers in the order asked. */
async function inTurns<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += 4) {
    results.push(...(await Promise.all(items.slice(start, start + 4).map(run))));
  }
  return results;
}

/** Stripe's enums are open-ended (new values may appear): keep the known ones, else the fallback. */
function oneOf<T extends string>(value: string | null | undefined, known: readonly T[], fallback: T): T {
  return known.find((candidate) => candidate === value) ?? fallback;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) {
    return null;
  }
  return typeof value === 'string' ? value : value.id;
}

/** Runs one Stripe operation; any failure becomes a `PaymentProviderError` naming the operation. */
async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw error;
    }
    if (error instanceof Stripe.errors.StripeError) {
      const status = error.statusCode ?? null;
      const retryable =
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError ||
        status === null ||
        status === 409 ||
        status === 429 ||
        status >= 500;
      const code = error.code ?? error.rawType ?? null;
      const label = [status, code].filter((part) => part !== null).join(' ');
      throw new PaymentProviderError(
        operation,
        `Stripe ${operation} failed${label ? ` (${label})` : ''}: ${error.message}`,
        { retryable, statusCode: status, providerCode: code, cause: error },
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new PaymentProviderError(operation, `Stripe ${operation} failed: ${reason}`, {
      retryable: true,
      cause: error,
    });
  }
}
