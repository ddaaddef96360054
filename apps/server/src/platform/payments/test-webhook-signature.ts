import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookVerificationError } from './payment-provider.ts';

/** How old a signed webhook may be, like Stripe's default tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** Signs `payload` with Stripe's scheme: `t={unix seconds},v1={hex HMAC-SHA256(secret, t + '.' + payload)}`. */
export function signTestWebhook(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** Verifies a header made by `signTestWebhook` (or by Stripe) over the exact payload; throws `WebhookVerificationError`. */
export function verifyTestWebhookSignature(
  payload: string,
  header: string,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): void {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === 't' && value && /^\d+$/.test(value)) {
      timestamp = Number(value);
    } else if (name === 'v1' && value) {
      signatures.push(value);
    }
  }
  if (timestamp === null || signatures.length === 0) {
    throw new WebhookVerificationError('Webhook signature header is malformed (expected t=…,v1=…)');
  }
  if (Math.abs(now - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookVerificationError('Webhook signature timestamp is outside the tolerance window');
  }
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'utf8');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) {
    throw new WebhookVerificationError('Webhook signature does not match the payload');
  }
}
