import { describe, expect, it } from 'vitest';
import {
  activityProductAmountCents,
  eventProductAmountCents,
  hasSharedProduct,
  SHARED_PRODUCT_PRICE_CENTS,
} from './pricing.ts';

describe('payment product prices (catalogue.md §7)', () => {
  it('sells a pass at its price', () => {
    expect(
      activityProductAmountCents({
        isPass: true,
        priceCents: 1900,
        privatePriceCents: null,
        guiderPaymentCents: 0,
      }),
    ).toBe(1900);
  });

  it('sells a tour at the private price minus the guider payment', () => {
    expect(
      activityProductAmountCents({
        isPass: false,
        priceCents: 2500,
        privatePriceCents: 14000,
        guiderPaymentCents: 6000,
      }),
    ).toBe(8000);
  });

  it('never goes below zero', () => {
    expect(
      activityProductAmountCents({
        isPass: false,
        priceCents: 0,
        privatePriceCents: 100,
        guiderPaymentCents: 500,
      }),
    ).toBe(0);
  });

  it('adds the 10 € shared product only to non-passes', () => {
    expect(SHARED_PRODUCT_PRICE_CENTS).toBe(1000);
    expect(hasSharedProduct({ isPass: false })).toBe(true);
    expect(hasSharedProduct({ isPass: true })).toBe(false);
  });

  it('sells an event at its price', () => {
    expect(eventProductAmountCents({ priceCents: 4200 })).toBe(4200);
  });
});
