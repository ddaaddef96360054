/** The shared product of every non-pass activity is sold at a fixed 10 € (catalogue.md §7, §9). */
export const SHARED_PRODUCT_PRICE_CENTS = 1000;

export type TActivityPricing = {
  isPass: boolean;
  priceCents: number;
  privatePriceCents: number | null;
  guiderPaymentCents: number;
};

/**
 * The amount of an activity's main payment product (catalogue.md §7): a pass sells at its price; a tour at
 * its private price minus what the guider earns per run (never below zero).
 */
export function activityProductAmountCents(activity: TActivityPricing): number {
  if (activity.isPass) {
    return activity.priceCents;
  }
  return Math.max(0, (activity.privatePriceCents ?? 0) - activity.guiderPaymentCents);
}

/** Whether the activity also gets the 10 € shared product: every activity that is not a pass. */
export const hasSharedProduct = (activity: Pick<TActivityPricing, 'isPass'>): boolean => !activity.isPass;

/** An event's payment product sells at the event price. */
export const eventProductAmountCents = (event: { priceCents: number }): number => event.priceCents;
