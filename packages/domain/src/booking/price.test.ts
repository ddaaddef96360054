import { describe, expect, it } from 'vitest';
import { bookingAmount, discountCents, normalizedDiscountCode } from './price.ts';

describe('the amount of a booking', () => {
  it('charges the price per person times the participants, or a private group its price once', () => {
    expect(bookingAmount({ priceCents: 2500, priceUnit: 'person', participants: 3 }, null)).toEqual({
      subtotalCents: 7500,
      discountCents: 0,
      amountCents: 7500,
    });
    expect(bookingAmount({ priceCents: 14000, priceUnit: 'group', participants: 6 }, null)).toEqual({
      subtotalCents: 14000,
      discountCents: 0,
      amountCents: 14000,
    });
  });

  it("takes the code's discount off the subtotal", () => {
    expect(bookingAmount({ priceCents: 2500, priceUnit: 'person', participants: 2 }, 1000)).toEqual({
      subtotalCents: 5000,
      discountCents: 500,
      amountCents: 4500,
    });
    expect(bookingAmount({ priceCents: 14000, priceUnit: 'group', participants: 4 }, 1500)).toEqual({
      subtotalCents: 14000,
      discountCents: 2100,
      amountCents: 11900,
    });
  });

  it('rounds the discount down to the cent, so the amount rounds up', () => {
    // 3 × 19.99 € = 59.97 €; 10 % is 5.997 €: 5.99 € off, 53.98 € to pay.
    expect(bookingAmount({ priceCents: 1999, priceUnit: 'person', participants: 3 }, 1000)).toEqual({
      subtotalCents: 5997,
      discountCents: 599,
      amountCents: 5398,
    });
    expect(discountCents(99, 1000)).toBe(9);
    expect(discountCents(9, 1000)).toBe(0);
    expect(discountCents(1, 9999)).toBe(0);
  });

  it('discounts nothing at 0 % or on a free booking, and everything at 100 %', () => {
    expect(discountCents(5000, 0)).toBe(0);
    expect(discountCents(0, 1000)).toBe(0);
    expect(bookingAmount({ priceCents: 2500, priceUnit: 'person', participants: 2 }, 0).amountCents).toBe(
      5000,
    );
    expect(bookingAmount({ priceCents: 2500, priceUnit: 'person', participants: 2 }, 10_000)).toEqual({
      subtotalCents: 5000,
      discountCents: 5000,
      amountCents: 0,
    });
  });
});

describe('a discount code as entered', () => {
  it('is trimmed and upper-cased; blank is no code', () => {
    expect(normalizedDiscountCode('  summer10 ')).toBe('SUMMER10');
    expect(normalizedDiscountCode('   ')).toBeNull();
    expect(normalizedDiscountCode('')).toBeNull();
    expect(normalizedDiscountCode(null)).toBeNull();
    expect(normalizedDiscountCode(undefined)).toBeNull();
  });
});
