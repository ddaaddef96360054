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

/**
 * The session token of better-auth's signed cookie when its signature (HMAC-SHA256 under the auth secret, in
 * base64, as better-auth signs it) is right; null otherwise.
 */
export function verifiedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  const match = cookieHeader ? SESSION_COOKIE.exec(cookieHeader) : null;
  if (!match?.[1]) {
    return null;
  }
  let value: string;
  try {
    value = decodeURIComponent(match[1]);
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
