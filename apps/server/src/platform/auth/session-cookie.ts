import { createHmac, timingSafeEqual } from 'node:crypto';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The session token inside better-auth's signed cookie (`token.signature`), if the request has one. */
export function sessionTokenFromCookie(cookieHeader: string | undefined): string | null {
  const match = cookieHeader ? SESSION_COOKIE.exec(cookieHeader) : null;
  if (!match?.[1]) {
    return null;
  }
  const value = decodeURIComponent(match[1]);
  const dot = value.lastIndexOf('.');
  return dot > 0 ? value.slice(0, dot) : value;
}

/** Signed cookie values already verified, per secret → their token (only rightly signed ones are kept). */
const verifiedCookies = new Map<string, Map<string, string>>();
const MAX_VERIFIED_COOKIES = 10_000;

/**
 * The session token of better-auth's signed cookie when its signature (HMAC-SHA256 under the auth secret, in
 * base64, as better-auth signs it) is right; null otherwise. A cookie value verified once is remembered: every
 * request of a signed-in user carries the same one (the token's validity is still read from the database).
 */
export function verifiedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  const match = cookieHeader ? SESSION_COOKIE.exec(cookieHeader) : null;
  if (!match?.[1]) {
    return null;
  }
  let known = verifiedCookies.get(secret);
  if (!known) {
    known = new Map();
    verifiedCookies.set(secret, known);
  }
  const remembered = known.get(match[1]);
  if (remembered !== undefined) {
    return remembered;
  }
  const token = verifySignedValue(match[1], secret);
  if (token !== null) {
    if (known.size >= MAX_VERIFIED_COOKIES) {
      known.clear();
    }
    known.set(match[1], token);
  }
  return token;
}

function verifySignedValue(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) {
    return null;
  }
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'utf8');
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export const clearSessionCookies = [
  'better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
  'better-auth.session_data=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
];
