import type { TLocale } from '@roteiro/domain/i18n/locale';
import { z } from 'zod';

/** Provider-side key/value pairs (Stripe: up to 50 keys, values up to 500 characters). */
export type PaymentMetadata = Record<string, string>;

export type CreateProductInput = {
  name: string;
  description: string;
  /** Absolute URLs, at most 8 are kept. */
  imageUrls: string[];
  unitAmountCents: number;
  currency: 'eur';
  metadata: PaymentMetadata;
  /** Makes a retried call (e.g. from the outbox) return the first product instead of a second one. */
  idempotencyKey?: string;
};

export type UpdateProductInput = {
  productId: string;
  name: string;
  description: string;
  imageUrls: string[];
  unitAmountCents: number;
  /** The price the product has now. A changed amount creates a new price and archives this one. */
  currentPriceId: string;
};

export type CreateConnectedAccountInput = {
  email: string;
  businessName?: string;
  country: 'PT';
  metadata: PaymentMetadata;
  idempotencyKey?: string;
};

export type AccountStatus = { detailsSubmitted: boolean; payoutsEnabled: boolean };

export type CheckoutLineItem = { name: string; unitAmountCents: number; quantity: number };

export type CreateCheckoutSessionInput = {
  lineItems: CheckoutLineItem[];
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the session id (both providers). */
  successUrl: string;
  cancelUrl: string;
  /** Copied to the session and to its payment, so both carry e.g. the booking and affiliate ids. */
  metadata: PaymentMetadata;
  customerEmail?: string;
  discountCouponId?: string;
  /** When the unpaid session expires (Stripe: 30 min to 24 h from now; default 24 h). */
  expiresAt?: Date;
  /** A sentence shown above the Pay button (Stripe: `custom_text.submit`, at most 1,200 characters). */
  submitMessage?: string;
  /** The language the payment page is shown in (Stripe: `locale`); the provider's own default when absent. */
  locale?: TLocale;
  idempotencyKey?: string;
};

export type CheckoutSessionState = {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  paymentIntentId: string | null;
  amountTotalCents: number | null;
  metadata: PaymentMetadata;
};

export type RefundInput = {
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata?: PaymentMetadata;
};

export type RefundResult = {
  refundId: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
};

export type CreateTransferInput = {
  amountCents: number;
  destinationAccountId: string;
  /** Passed to the provider: a replay with the same key returns the first transfer, never a second one. */
  idempotencyKey: string;
  metadata: PaymentMetadata;
  transferGroup?: string;
};

export type FoundTransfer = { transferId: string; amountCents: number; destinationAccountId: string };

/**
 * What the provider recorded for one payment intent: the amount it received, and its refunds that went through
 * or are still pending (failed and canceled ones are left out: no money moved).
 */
export type ProviderPayment = {
  paymentIntentId: string;
  receivedCents: number;
  refunds: { refundId: string; amountCents: number }[];
};

/** A transfer as the provider recorded it; `reversedCents` is what was taken back from it since. */
export type ProviderTransfer = {
  transferId: string;
  transferGroup: string;
  amountCents: number;
  reversedCents: number;
  destinationAccountId: string;
};

export type CreateCouponInput = {
  /** 0 < percentOff <= 100 */
  percentOff: number;
  name: string;
  metadata: PaymentMetadata;
  idempotencyKey?: string;
};

export type Coupon = {
  couponId: string;
  name: string | null;
  percentOff: number | null;
  valid: boolean;
  metadata: PaymentMetadata;
};

/** A verified webhook event, Stripe-shaped (`data.object` is the provider object). */
export type PaymentWebhookEvent = {
  id: string;
  type: string;
  created: number;
  /** The connected account the event is about (Connect webhooks), else null. */
  account: string | null;
  data: { object: Record<string, unknown> };
};

/**
 * The card-payment provider: Stripe (`kind: 'stripe'`) or the built-in offline test mode (`kind: 'test'`).
 * Every call throws `PaymentProviderError` on failure; `verifyWebhook` throws `WebhookVerificationError`.
 */
export type PaymentProvider = {
  kind: 'stripe' | 'test';
  createProduct(input: CreateProductInput): Promise<{ productId: string; priceId: string }>;
  updateProduct(input: UpdateProductInput): Promise<{ priceId: string }>;
  createConnectedAccount(input: CreateConnectedAccountInput): Promise<{ accountId: string }>;
  createOnboardingLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  getAccountStatus(accountId: string): Promise<AccountStatus>;
  createDashboardLink(accountId: string): Promise<{ url: string }>;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ sessionId: string; url: string }>;
  getCheckoutSession(sessionId: string): Promise<CheckoutSessionState>;
  refund(input: RefundInput): Promise<RefundResult>;
  createTransfer(input: CreateTransferInput): Promise<{ transferId: string }>;
  /**
   * The transfer made with this `transferGroup`, or null. Reconciles a retry that may come after the
   * provider forgot its idempotency key (Stripe keeps keys for 24 hours).
   */
  findTransfer(transferGroup: string): Promise<FoundTransfer | null>;
  /**
   * The provider's own record of these payment intents (the ledger's reconciliation reads it): one entry per
   * payment intent the provider knows, the unknown ones left out.
   */
  listPayments(paymentIntentIds: readonly string[]): Promise<ProviderPayment[]>;
  /** Every transfer made with one of these transfer groups (the ledger's reconciliation reads them). */
  listTransfers(transferGroups: readonly string[]): Promise<ProviderTransfer[]>;
  createCoupon(input: CreateCouponInput): Promise<{ couponId: string }>;
  listCoupons(): Promise<Coupon[]>;
  /** Checks the signature header over the exact raw body and returns the event. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string): PaymentWebhookEvent;
};

/** A provider call failed. `retryable` is false when repeating the same call cannot succeed (bad request). */
export class PaymentProviderError extends Error {
  readonly operation: string;
  readonly retryable: boolean;
  readonly statusCode: number | null;
  readonly providerCode: string | null;

  constructor(
    operation: string,
    message: string,
    details: {
      retryable: boolean;
      statusCode?: number | null;
      providerCode?: string | null;
      cause?: unknown;
    },
  ) {
    super(message, { cause: details.cause });
    this.name = 'PaymentProviderError';
    this.operation = operation;
    this.retryable = details.retryable;
    this.statusCode = details.statusCode ?? null;
    this.providerCode = details.providerCode ?? null;
  }
}

/** The webhook signature or body is not valid: answer 400 and do not process it. */
export class WebhookVerificationError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'WebhookVerificationError';
  }
}

/** Throws a non-retryable `PaymentProviderError` unless `value` is an integer number of cents >= `min`. */
export function assertCents(operation: string, field: string, value: number, min = 0): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new PaymentProviderError(
      operation,
      `${operation}: ${field} must be an integer >= ${min} (cents), got ${value}`,
      {
        retryable: false,
      },
    );
  }
}

const ZWebhookEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  account: z.string().nullish(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** Shapes an already-verified, parsed webhook body; throws `WebhookVerificationError` if it is not an event. */
export function toWebhookEvent(parsed: unknown): PaymentWebhookEvent {
  const result = ZWebhookEvent.safeParse(parsed);
  if (!result.success) {
    throw new WebhookVerificationError('Webhook body is not an event object', { cause: result.error });
  }
  const { id, type, created, account, data } = result.data;
  return { id, type, created, account: account ?? null, data };
}
