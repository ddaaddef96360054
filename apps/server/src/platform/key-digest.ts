import { createHash } from 'node:crypto';

/**
 * A short one-way digest of a key that a table counts by (an e-mail address, a client address): the request
 * throttle and the sign-in failures never hold one in clear, and the same key always gives the same digest.
 * 32 characters of base64url, 192 bits of SHA-256.
 */
export function keyDigest(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}
