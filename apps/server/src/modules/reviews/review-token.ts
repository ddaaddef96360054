import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The review link carries `{bookingId}~{issuedAt}~{signature}`: the booking, when the link was issued (seconds
 * since 1970, base 36) and an HMAC of both under the server's secret. Nothing is stored: a link is checked by
 * its signature (an altered one is refused) and its issue time (expired after 90 days, the domain's rule). `~`, not `.`: a path ending in `.` and letters reads as a
 * file to the server's page fallback (web-app.ts), and a signature often ends like one.
 */
export function reviewToken(secret: string, bookingId: string, issuedAt: Date): string {
  const issued = Math.floor(issuedAt.getTime() / 1000).toString(36);
  return `${bookingId}~${issued}~${signature(secret, bookingId, issued)}`;
}

/** Between the link's parts. */
export const REVIEW_TOKEN_SEPARATOR = '~';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The booking and issue time of a link whose signature is right, or null for an altered or unknown one. */
export function readReviewToken(secret: string, token: string): { bookingId: string; issuedAt: Date } | null {
  const [bookingId, issued, mac, ...rest] = token.split(REVIEW_TOKEN_SEPARATOR);
  if (
    rest.length > 0 ||
    !bookingId ||
    !issued ||
    !mac ||
    !UUID.test(bookingId) ||
    !/^[0-9a-z]{1,10}$/.test(issued)
  ) {
    return null;
  }
  const given = Buffer.from(mac);
  const expected = Buffer.from(signature(secret, bookingId, issued));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return null;
  }
  return { bookingId, issuedAt: new Date(Number.parseInt(issued, 36) * 1000) };
}

function signature(secret: string, bookingId: string, issued: string): string {
  return createHmac('sha256', secret).update(`review-invitation:${bookingId}:${issued}`).digest('base64url');
}

/** The review page of a link (the web's `/review/:token`). */
export function reviewLink(appUrl: string, token: string): string {
  return `${appUrl}/review/${encodeURIComponent(token)}`;
}

/** The page that stops the reminder (`/review/:token/unsubscribe`). */
export function reviewUnsubscribeLink(appUrl: string, token: string): string {
  return `${appUrl}/review/${encodeURIComponent(token)}/unsubscribe`;
}
