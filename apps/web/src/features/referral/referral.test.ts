import { REFERRAL_TTL_MS } from '@roteiro/domain/referral/referral';
import { describe, expect, it } from 'vitest';
import {
  parseStoredReferral,
  referralAfterNavigation,
  referralCodeFromSearch,
  searchWithReferral,
} from './referral.ts';

const now = 1_700_000_000_000;

describe('referralCodeFromSearch', () => {
  it('reads a valid code and ignores malformed ones', () => {
    expect(referralCodeFromSearch('?referral=PARTNER_20')).toBe('PARTNER_20');
    expect(referralCodeFromSearch('?a=1&referral=abc-1')).toBe('abc-1');
    expect(referralCodeFromSearch('?referral=%3Cscript%3E')).toBeNull();
    expect(referralCodeFromSearch('?referral=')).toBeNull();
    expect(referralCodeFromSearch('')).toBeNull();
  });
});

describe('referralAfterNavigation', () => {
  it('starts a 4-hour referral from the URL, replacing a stored one', () => {
    const stored = { code: 'OLD', expiresAt: now + 1000 };
    expect(referralAfterNavigation('?referral=NEW', stored, now)).toEqual({
      referral: { code: 'NEW', expiresAt: now + REFERRAL_TTL_MS },
      isNew: true,
    });
  });

  it('keeps the stored referral when the URL has none', () => {
    const stored = { code: 'OLD', expiresAt: now + 1000 };
    expect(referralAfterNavigation('?page=2', stored, now)).toEqual({ referral: stored, isNew: false });
    expect(referralAfterNavigation('', null, now)).toEqual({ referral: null, isNew: false });
  });
});

describe('parseStoredReferral', () => {
  it('drops expired, malformed and missing entries', () => {
    expect(parseStoredReferral(JSON.stringify({ code: 'A', expiresAt: now + 1 }), now)).toEqual({
      code: 'A',
      expiresAt: now + 1,
    });
    expect(parseStoredReferral(JSON.stringify({ code: 'A', expiresAt: now }), now)).toBeNull();
    expect(parseStoredReferral('{not json', now)).toBeNull();
    expect(parseStoredReferral(null, now)).toBeNull();
  });
});

describe('searchWithReferral', () => {
  it('adds the referral to the query, keeping the other values', () => {
    expect(searchWithReferral('', 'ABC')).toBe('?referral=ABC');
    expect(searchWithReferral('?tab=tickets', 'ABC')).toBe('?tab=tickets&referral=ABC');
  });

  it('leaves a URL that already carries a referral alone', () => {
    expect(searchWithReferral('?referral=XYZ', 'ABC')).toBeNull();
  });
});
