import { createHmac, timingSafeEqual } from 'node:crypto';
import { PRINT_LINK_HOURS } from '@roteiro/domain/vendors/counter';

/**
 * The printable tickets of a vendor's sale open with a signed, expiring link (docs/decisions.md):
 * `/vendor/ticket/print?reference=&expires=&signature=`, where the signature is an HMAC of the reference and
 * the expiry (unix seconds) under the server's secret. Whoever holds the link (the customer, a second device)
 * prints without the vendor's session until it expires; nothing is stored.
 */

function sign(secret: string, reference: string, expires: number): string {
  return createHmac('sha256', secret).update(`ticket-print:${reference}:${expires}`).digest('base64url');
}

/** A print link valid for PRINT_LINK_HOURS from `now`. */
export function printLink(
  appUrl: string,
  secret: string,
  reference: string,
  now: Date,
): { url: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + PRINT_LINK_HOURS * 3600;
  const query = new URLSearchParams({
    reference,
    expires: String(expires),
    signature: sign(secret, reference, expires),
  });
  return { url: `${appUrl}/vendor/ticket/print?${query.toString()}`, expiresAt: new Date(expires * 1000) };
}

/** 'invalid' when the link was not made here (or was changed), 'expired' once its time is over. */
export function checkPrintLink(
  secret: string,
  link: { reference: string; expires: number; signature: string },
  now: Date,
): 'valid' | 'expired' | 'invalid' {
  const given = Buffer.from(link.signature);
  const expected = Buffer.from(sign(secret, link.reference, link.expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return 'invalid';
  }
  return link.expires * 1000 <= now.getTime() ? 'expired' : 'valid';
}
