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

export const clearSessionCookies = [
  'better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
  'better-auth.session_data=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
];
