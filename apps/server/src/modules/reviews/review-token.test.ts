import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readReviewToken, reviewLink, reviewToken } from './review-token.ts';

describe('review link token', () => {
  const secret = 'a-test-secret-of-some-length';
  const issuedAt = new Date('2026-11-12T18:00:00Z');

  it('reads back the booking and issue time of a token it signed', () => {
    const bookingId = randomUUID();
    expect(readReviewToken(secret, reviewToken(secret, bookingId, issuedAt))).toEqual({
      bookingId,
      issuedAt,
    });
  });

  it('refuses a token signed with another secret', () => {
    expect(readReviewToken('another-secret', reviewToken(secret, randomUUID(), issuedAt))).toBeNull();
  });

  it('never ends like a file name, which the page fallback would answer as a missing file', () => {
    for (let i = 0; i < 500; i++) {
      const link = reviewLink('https://roteiro.test', reviewToken(secret, randomUUID(), issuedAt));
      expect(new URL(link).pathname).not.toMatch(/\.[a-z0-9]+$/i);
    }
  });
});
