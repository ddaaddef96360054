import { createHash } from 'node:crypto';
import {
  activityProductAmountCents,
  hasSharedProduct,
  SHARED_PRODUCT_PRICE_CENTS,
  type TActivityPricing,
} from '@roteiro/domain/catalogue/pricing';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { mediaUrl } from '../../platform/storage/uploads.ts';
import { callProvider } from '../payments/payments.service.ts';
import type { ActivityProducts } from './catalogue-admin.repository.ts';

export type ProductDeps = {
  payments: PaymentProvider;
  appUrl: string;
  log: { error: (object: object, message: string) => void };
};

type ProductDetails = { name: string; description: string; coverKey: string | null };

/** The product's picture: the cover's card-size variant, as an absolute URL. */
const imageUrlsOf = (deps: ProductDeps, coverKey: string | null) =>
  coverKey ? [`${deps.appUrl}${mediaUrl(coverKey, 'card')}`] : [];

/**
 * A key derived from the catalogue id and what is sent: retrying the same save reuses the first product;
 * a save with different data (after a failure) gets a new one rather than the provider's 400.
 */
function idempotencyKey(ownerId: string, kind: string, payload: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 24);
  return `roteiro-${kind}-${ownerId}-${digest}`;
}

/** Creates the product, or updates it (a new price when the amount changed) when it exists already. */
async function upsertProduct(
  deps: ProductDeps,
  ownerId: string,
  kind: string,
  details: ProductDetails,
  amountCents: number,
  existing: { productId: string | null; priceId: string | null },
): Promise<{ productId: string; priceId: string }> {
  const imageUrls = imageUrlsOf(deps, details.coverKey);
  if (existing.productId && existing.priceId) {
    const { priceId } = await deps.payments.updateProduct({
      productId: existing.productId,
      name: details.name,
      description: details.description,
      imageUrls,
      unitAmountCents: amountCents,
      currentPriceId: existing.priceId,
    });
    return { productId: existing.productId, priceId };
  }
  const input = {
    name: details.name,
    description: details.description,
    imageUrls,
    unitAmountCents: amountCents,
    currency: 'eur' as const,
    metadata: { [kind === 'event' ? 'eventId' : 'activityId']: ownerId, kind },
  };
  return deps.payments.createProduct({ ...input, idempotencyKey: idempotencyKey(ownerId, kind, input) });
}

/**
 * The activity's payment products (catalogue.md §4, §7): the main one (pass: price; tour: private price
 * minus guider payment) and, for non-passes, the shared one at 10 €. A pass keeps an earlier shared product
 * untouched (it was a tour before): the ids stay so a switch back reuses it.
 */
export async function syncActivityProducts(
  deps: ProductDeps,
  activityId: string,
  activity: TActivityPricing & { title: string; description: string; coverKey: string },
  existing: ActivityProducts | null,
  failMessage: string,
): Promise<ActivityProducts> {
  return callProvider(async () => {
    const details = { name: activity.title, description: activity.description, coverKey: activity.coverKey };
    const main = await upsertProduct(
      deps,
      activityId,
      'main',
      details,
      activityProductAmountCents(activity),
      {
        productId: existing?.productId ?? null,
        priceId: existing?.priceLink ?? null,
      },
    );
    let shared = {
      productId: existing?.sharedProductId ?? null,
      priceId: existing?.sharedPriceLink ?? null,
    };
    if (hasSharedProduct(activity)) {
      shared = await upsertProduct(
        deps,
        activityId,
        'shared',
        { ...details, name: `${activity.title} (shared)` },
        SHARED_PRODUCT_PRICE_CENTS,
        shared,
      );
    }
    return {
      productId: main.productId,
      priceLink: main.priceId,
      sharedProductId: shared.productId,
      sharedPriceLink: shared.priceId,
    };
  }, failMessage);
}

/** An event's one product: its title, the activity's description and cover, the event price (§7). */
export async function syncEventProduct(
  deps: ProductDeps,
  eventId: string,
  event: { title: string; priceCents: number },
  activity: { description: string; coverKey: string | null },
  existing: { productId: string | null; priceLink: string | null } | null,
  failMessage: string,
): Promise<{ productId: string; priceLink: string }> {
  return callProvider(async () => {
    const product = await upsertProduct(
      deps,
      eventId,
      'event',
      { name: event.title, description: activity.description, coverKey: activity.coverKey },
      event.priceCents,
      { productId: existing?.productId ?? null, priceId: existing?.priceLink ?? null },
    );
    return { productId: product.productId, priceLink: product.priceId };
  }, failMessage);
}
