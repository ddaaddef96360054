import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, type TLocale, withLocaleQuery } from '@roteiro/domain/i18n/locale';

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
export function manageBookingLink(
  appUrl: string,
  reference: string,
  token: string,
  locale: TLocale = DEFAULT_LOCALE,
): string {
  return `${appUrl}${inLocale(`/manage-booking/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`, locale)}`;
}

/** Where the provider's checkout returns after payment. */
export function bookingSuccessLink(
  appUrl: string,
  reference: string,
  token: string,
  locale: TLocale = DEFAULT_LOCALE,
): string {
  return `${appUrl}${inLocale(`/booking-success?reference=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`, locale)}`;
}

/**
 * A link of a booking in Portuguese opens its page in Portuguese (`&lang=pt`), whatever the browser that opens
 * it says; an English one opens in the browser's language, as any link.
 */
const inLocale = (pathAndQuery: string, locale: TLocale) =>
  locale === DEFAULT_LOCALE ? pathAndQuery : withLocaleQuery(pathAndQuery, locale);
