import { HOME_BY_ROLE, type TRole } from '@roteiro/domain/auth/roles';

/** Pages only a signed-out visitor may open: never a place to return to after signing in. */
export const SIGNED_OUT_ONLY_PATHS = ['/login', '/login-ed', '/vendor/login', '/guider/login'];

/**
 * The `redirect` query value as a path of this site (path + query + hash), or null when it is absent,
 * points to another origin, or to a sign-in page.
 */
export function safeRedirectPath(redirect: string | null, origin: string): string | null {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(redirect, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || SIGNED_OUT_ONLY_PATHS.includes(url.pathname)) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: the same-origin `redirect` if given, else the role's landing page. */
export function postSignInPath(role: TRole, redirect: string | null, origin: string): string {
  return safeRedirectPath(redirect, origin) ?? HOME_BY_ROLE[role];
}
