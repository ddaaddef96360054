/** A referral captured from `?referral=` is valid for 4 hours (operations.md §9). */
export const REFERRAL_TTL_MS = 14_400_000;
/** Stale referrals are dropped at start and checked hourly. */
export const REFERRAL_CHECK_INTERVAL_MS = 3_600_000;

export type TStoredReferral = { code: string; expiresAt: number };

export function makeReferral(code: string, now: number): TStoredReferral {
  return { code, expiresAt: now + REFERRAL_TTL_MS };
}

/** The referral still in force at `now`, or null when absent, malformed or expired. */
export function activeReferral(value: unknown, now: number): TStoredReferral | null {
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  const { code, expiresAt } = value as Record<string, unknown>;
  if (typeof code !== 'string' || code.length === 0 || typeof expiresAt !== 'number') {
    return null;
  }
  return expiresAt > now ? { code, expiresAt } : null;
}

const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;
export const isReferralCode = (code: string): boolean => REFERRAL_CODE.test(code);
