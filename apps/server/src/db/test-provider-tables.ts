import type { TLocale } from '@roteiro/domain/i18n/locale';
import type { ColumnType } from 'kysely';

/** Kysely types of the test-mode payment provider's state (migration 0035; docs/data-model.md). */

type DefaultInstant = ColumnType<Date, Date | string | undefined, Date | string>;
type Instant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** Provider metadata (`jsonb`, string values): parsed when read, written as a JSON.stringify'd string. */
type Metadata = ColumnType<Record<string, string>, string | undefined, string>;
type LineItems = ColumnType<{ name: string; unitAmountCents: number; quantity: number }[], string, string>;

export type TestProviderAccountTable = {
  id: string;
  email: string;
  businessName: string | null;
  metadata: Metadata;
  detailsSubmitted: Defaulted<boolean>;
  idempotencyKey: string | null;
  createdAt: DefaultInstant;
};

export type TestProviderProductTable = {
  id: string;
  name: string;
  description: string;
  imageUrls: Defaulted<string[]>;
  metadata: Metadata;
  defaultPriceId: string;
  idempotencyKey: string | null;
  createdAt: DefaultInstant;
};

export type TestProviderPriceTable = {
  id: string;
  productId: string;
  unitAmountCents: number;
  active: Defaulted<boolean>;
  createdAt: DefaultInstant;
};

export type TestProviderCouponTable = {
  id: string;
  name: string;
  percentOff: number;
  metadata: Metadata;
  idempotencyKey: string | null;
  createdAt: DefaultInstant;
};

export type TestProviderCheckoutSessionTable = {
  id: string;
  lineItems: LineItems;
  amountSubtotalCents: number;
  amountDiscountCents: number;
  amountTotalCents: number;
  successUrl: string;
  cancelUrl: string;
  metadata: Metadata;
  customerEmail: string | null;
  couponId: string | null;
  /** Shown above the Pay button (Stripe's `custom_text.submit.message`). */
  submitMessage: string | null;
  /** The page's language (Stripe Checkout's `locale`). */
  locale: Defaulted<TLocale>;
  status: Defaulted<'open' | 'complete' | 'expired'>;
  paymentIntentId: string | null;
  /** The event sent when it was completed or canceled, sent identically again on a repeat. */
  eventId: string | null;
  eventCreatedAt: Instant;
  idempotencyKey: string | null;
  createdAt: DefaultInstant;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
};

export type TestProviderTransferTable = {
  idempotencyKey: string;
  id: string;
  amountCents: number;
  destinationAccountId: string;
  metadata: Metadata;
  transferGroup: string | null;
  createdAt: DefaultInstant;
};

export type TestProviderRefundTable = {
  idempotencyKey: string;
  id: string;
  paymentIntentId: string;
  amountCents: number;
  createdAt: DefaultInstant;
};

export type TestProviderTables = {
  test_provider_account: TestProviderAccountTable;
  test_provider_product: TestProviderProductTable;
  test_provider_price: TestProviderPriceTable;
  test_provider_coupon: TestProviderCouponTable;
  test_provider_checkout_session: TestProviderCheckoutSessionTable;
  test_provider_transfer: TestProviderTransferTable;
  test_provider_refund: TestProviderRefundTable;
};
