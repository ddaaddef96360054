import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { FastifyInstance } from 'fastify';
import type { TTrustProxy } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { keyDigest } from '../key-digest.ts';
import { AppError } from './app-error.ts';
import { countThrottleHit, deleteThrottleWindowsBefore } from './throttle.repository.ts';

/** At most `max` requests per key in each fixed window of `windowSeconds`, counted under `bucket`. */
export type TThrottleLimit = { bucket: string; max: number; windowSeconds: number };

export type Throttle = {
  /** Counts one request of `key` against `limit`; throws 429 (with `Retry-After`) past the limit. */
  hit(limit: TThrottleLimit, key: string): Promise<void>;
};

/** Windows older than this are deleted (no limit uses a longer window). */
const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

/**
 * Request throttling counted in the database, so every server process shares the counts. A key is
 * stored as a digest: the table never holds an e-mail address or a client address in clear.
 */
export function createThrottle(db: Db, now: () => number = Date.now, scale = 1): Throttle {
  let lastSweep = 0;
  return {
    async hit(limit, key) {
      const at = now();
      const windowMs = limit.windowSeconds * 1000;
      const windowStart = Math.floor(at / windowMs) * windowMs;
      const count = await countThrottleHit(db, {
        bucket: limit.bucket,
        key: keyDigest(key),
        windowStart: new Date(windowStart),
      });
      if (at - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = at;
        await deleteThrottleWindowsBefore(db, new Date(at - KEEP_MS));
      }
      if (count > limit.max * scale) {
        const error = new AppError('TOO_MANY_REQUESTS', textRef(messages, 'tooManyRequests'));
        error.headers = {
          'retry-after': String(Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000))),
        };
        throw error;
      }
    },
  };
}

/**
 * Behind a proxy without TRUST_PROXY every client has the proxy's address, and the limits per address count
 * them all together: the first request that says it was forwarded is logged once, so an operator notices.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, trustProxy: TTrustProxy): void {
  if (trustProxy !== false) {
    return;
  }
  let hasWarned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!hasWarned && request.headers['x-forwarded-for'] !== undefined) {
      hasWarned = true;
      request.log.warn(
        { clientAddress: request.ip },
        'a request came through a proxy (X-Forwarded-For) but TRUST_PROXY is off: every client counts as the proxy in the request limits',
      );
    }
    done();
  });
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every throttled route's limits, in one place (docs/decisions.md, "Throttling"). Per client address limits are
 * generous, as a hotel or an office shares one address; per target limits (an inbox, a booking) are tight, as
 * they protect one person.
 */
export const THROTTLE = {
  signInLinkByAddress: { bucket: 'sign-in-link/ip', max: 30, windowSeconds: 15 * MINUTE },
  signInLinkByEmail: { bucket: 'sign-in-link/email', max: 5, windowSeconds: 15 * MINUTE },
  registrationByAddress: { bucket: 'registration/ip', max: 20, windowSeconds: 15 * MINUTE },
  /** Registration-code guesses against one company's e-mail, from any number of addresses. */
  registrationByEmail: { bucket: 'registration/email', max: 10, windowSeconds: HOUR },
  travellerRegistrationByAddress: { bucket: 'traveller-registration/ip', max: 10, windowSeconds: HOUR },
  affiliateJoinByAddress: { bucket: 'affiliate-join/ip', max: 5, windowSeconds: HOUR },
  affiliateJoinByEmail: { bucket: 'affiliate-join/email', max: 3, windowSeconds: HOUR },
  quoteByAddress: { bucket: 'quote/ip', max: 10, windowSeconds: HOUR },
  quoteByEmail: { bucket: 'quote/email', max: 5, windowSeconds: HOUR },
  formsByAddress: { bucket: 'forms/ip', max: 10, windowSeconds: HOUR },
  formsByEmail: { bucket: 'forms/email', max: 5, windowSeconds: HOUR },
  newsletterByAddress: { bucket: 'newsletter/ip', max: 10, windowSeconds: HOUR },
  /** E-mail changes: each sends a link to an address the account chose, and a notice to its own. */
  emailChangeByAccount: { bucket: 'email-change/account', max: 5, windowSeconds: HOUR },
  emailChangeByEmail: { bucket: 'email-change/email', max: 3, windowSeconds: HOUR },
  checkoutByAddress: { bucket: 'checkout/ip', max: 60, windowSeconds: 10 * MINUTE },
  bookingLookupByAddress: { bucket: 'booking-find/ip', max: 30, windowSeconds: 10 * MINUTE },
  bookingLookupByReference: { bucket: 'booking-find/reference', max: 10, windowSeconds: 10 * MINUTE },
  /** Reviews (issue 37): writing and editing through a link, and reports of a review. */
  reviewWriteByAddress: { bucket: 'review-write/ip', max: 20, windowSeconds: HOUR },
  reviewWriteByLink: { bucket: 'review-write/link', max: 10, windowSeconds: HOUR },
  reviewReportByAddress: { bucket: 'review-report/ip', max: 10, windowSeconds: HOUR },
} satisfies Record<string, TThrottleLimit>;
