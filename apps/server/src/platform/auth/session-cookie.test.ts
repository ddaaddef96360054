import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedSessionToken } from './session-cookie.ts';

const signedCookie = (token: string, secret: string, name = 'better-auth.session_token') => {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `theme=dark; ${name}=${encodeURIComponent(`${token}.${signature}`)}`;
};

describe('verifiedSessionToken', () => {
  const secret = 'a'.repeat(64);

  it('answers the token of a rightly signed cookie, every time it is asked', () => {
    const cookie = signedCookie('token-1', secret);
    expect(verifiedSessionToken(cookie, secret)).toBe('token-1');
    expect(verifiedSessionToken(cookie, secret)).toBe('token-1');
    expect(
      verifiedSessionToken(signedCookie('token-2', secret, '__Secure-better-auth.session_token'), secret),
    ).toBe('token-2');
  });

  it('refuses a wrong signature, a missing one and a malformed value', () => {
    expect(verifiedSessionToken(signedCookie('token-1', 'b'.repeat(64)), secret)).toBeNull();
    expect(verifiedSessionToken('better-auth.session_token=token-1', secret)).toBeNull();
    expect(verifiedSessionToken('better-auth.session_token=%E0%A4%A.x', secret)).toBeNull();
    expect(verifiedSessionToken(undefined, secret)).toBeNull();
  });

  it('does not let a cookie verified under one secret pass under another', () => {
    const cookie = signedCookie('token-3', secret);
    expect(verifiedSessionToken(cookie, secret)).toBe('token-3');
    expect(verifiedSessionToken(cookie, 'c'.repeat(64))).toBeNull();
  });
});
