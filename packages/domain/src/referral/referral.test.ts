import { describe, expect, it } from 'vitest';
import { activeReferral, isReferralCode, makeReferral, REFERRAL_TTL_MS } from './referral.ts';

describe('referral expiry', () => {
  it('is valid for exactly four hours', () => {
    const r = makeReferral('ANA10', 1_000);
    expect(r.expiresAt).toBe(1_000 + 4 * 60 * 60 * 1000);
    expect(activeReferral(r, 1_000 + REFERRAL_TTL_MS - 1)).toEqual(r);
    expect(activeReferral(r, 1_000 + REFERRAL_TTL_MS)).toBeNull();
  });
  it('drops malformed entries', () => {
    expect(activeReferral(null, 0)).toBeNull();
    expect(activeReferral({ code: '', expiresAt: 10 }, 0)).toBeNull();
    expect(activeReferral({ code: 'x', expiresAt: '10' }, 0)).toBeNull();
  });
  it('accepts only plain codes', () => {
    expect(isReferralCode('ANA-10')).toBe(true);
    expect(isReferralCode('<script>')).toBe(false);
  });
});
