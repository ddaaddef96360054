import {
  activeReferral,
  isReferralCode,
  makeReferral,
  type TStoredReferral,
} from '@roteiro/domain/referral/referral';

export const REFERRAL_PARAM = 'referral';
export const REFERRAL_STORAGE_KEY = 'roteiro.referral';

/** The valid referral code in a query string, or null. */
export function referralCodeFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_PARAM);
  return code !== null && isReferralCode(code) ? code : null;
}

/** A stored referral (JSON text) still in force at `now`, or null when absent, unreadable or expired. */
export function parseStoredReferral(raw: string | null, now: number): TStoredReferral | null {
  if (raw === null) {
    return null;
  }
  try {
    return activeReferral(JSON.parse(raw), now);
  } catch {
    return null;
  }
}

/**
 * The referral in force after arriving at a URL: a valid `?referral=` starts a new 4-hour one,
 * otherwise the stored one carries on.
 */
export function referralAfterNavigation(
  search: string,
  stored: TStoredReferral | null,
  now: number,
): { referral: TStoredReferral | null; isNew: boolean } {
  const code = referralCodeFromSearch(search);
  if (code !== null) {
    return { referral: makeReferral(code, now), isNew: true };
  }
  return { referral: stored, isNew: false };
}

/** The query string carrying the referral, or null when the URL already has a `referral` value. */
export function searchWithReferral(search: string, code: string): string | null {
  const params = new URLSearchParams(search);
  if (params.has(REFERRAL_PARAM)) {
    return null;
  }
  params.set(REFERRAL_PARAM, code);
  return `?${params.toString()}`;
}
