// No zod here: the storefront's FAQ states these rules (schemas.ts re-exports them with the schemas).

/** Affiliates earn up to 20 % (operations.md §1, §9). */
export const AFFILIATE_MAX_COMMISSION_BASIS_POINTS = 2000;
/** Travellers who use an affiliate's discount code get 10 % off. */
export const AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS = 1000;

/**
 * The commission on a paid booking: the rate (capped at 20 %) of what the traveller paid after the
 * discount, rounded down to the cent.
 */
export function commissionCents(paidCents: number, rateBasisPoints: number): number {
  const rate = Math.min(Math.max(rateBasisPoints, 0), AFFILIATE_MAX_COMMISSION_BASIS_POINTS);
  return Math.floor((Math.max(paidCents, 0) * rate) / 10_000);
}
