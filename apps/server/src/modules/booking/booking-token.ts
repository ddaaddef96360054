import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The manage link of a booking carries `?token=`: an HMAC of the booking's reference and e-mail under the
 * server's secret, so whoever holds the e-mail (or found the booking with reference and e-mail) can open
 * it without an account, and nothing extra is stored.
 */
export function bookingToken(secret: string, booking: { reference: string; clientEmail: string }): string {
  return createHmac('sha256', secret)
    .update(`booking:${booking.reference}:${booking.clientEmail.toLowerCase()}`)
    .digest('base64url');
}

export function isBookingTokenValid(
  secret: string,
  token: string,
  booking: { reference: string; clientEmail: string },
): boolean {
  const given = Buffer.from(token);
  const expected = Buffer.from(bookingToken(secret, booking));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page that shows a booking, its tickets and its actions. */
export function manageBookingLink(appUrl: string, reference: string, token: string): string {
  return `${appUrl}/manage-booking/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;
}

/** Where the provider's checkout returns after payment. */
export function bookingSuccessLink(appUrl: string, reference: string, token: string): string {
  return `${appUrl}/booking-success?reference=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;
}
