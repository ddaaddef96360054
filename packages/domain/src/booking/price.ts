// No zod here: the price of a choice is computed on the server at checkout and shown by the booking box.
import type { TPriceUnit } from './slots.ts';

/** A whole discount in basis points: 10 000 = 100 %. */
const BASIS_POINTS = 10_000;

/** What a booking costs: before the discount, the discount, and what the traveller pays. */
export type TBookingAmount = { subtotalCents: number; discountCents: number; amountCents: number };

/** A discount code as it is stored and compared (trimmed, upper case); null when none was given. */
export function normalizedDiscountCode(code: string | null | undefined): string | null {
  return code?.trim() ? code.trim().toUpperCase() : null;
}

/** The discount of a code worth `discountBasisPoints` on a subtotal, rounded down to the whole cent. */
export function discountCents(subtotalCents: number, discountBasisPoints: number): number {
  return Math.floor((subtotalCents * discountBasisPoints) / BASIS_POINTS);
}

/**
 * The amount of a choice: the unit price × participants (shared, pass, event) or once (a private group's price),
 * minus the discount of the code, if any (`discountBasisPoints` null: no code).
 */
export function bookingAmount(
  choice: { priceCents: number; priceUnit: TPriceUnit; participants: number },
  discountBasisPoints: number | null,
): TBookingAmount {
  const subtotalCents =
    choice.priceUnit === 'group' ? choice.priceCents : choice.priceCents * choice.participants;
  const discount = discountBasisPoints === null ? 0 : discountCents(subtotalCents, discountBasisPoints);
  return { subtotalCents, discountCents: discount, amountCents: subtotalCents - discount };
}
