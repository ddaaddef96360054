import { BOOKING_HOLD_MINUTES } from '@roteiro/domain/booking/booking';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { cancelPendingBooking } from './checkout.ts';

/** Past the hold, a few minutes for the provider's own expiry event (which usually cancels it first). */
export const HOLD_EXPIRY_MARGIN_MINUTES = 5;
/** How often the app looks for expired holds. */
export const HOLD_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Cancels the pending bookings older than the hold (plus the margin) and releases their places: each one
 * in its own transaction, with the conditional `pending → canceled`, so a payment or an expiry event that
 * lands meanwhile wins cleanly. Returns how many were canceled here.
 */
export async function expireHeldBookings(
  db: Db,
  now: Date,
  limit = 200,
  onPlacesChanged?: (activityId: string) => void,
): Promise<number> {
  const cutoff = new Date(now.getTime() - (BOOKING_HOLD_MINUTES + HOLD_EXPIRY_MARGIN_MINUTES) * 60_000);
  const stale = await db
    .selectFrom('booking')
    .select(['id', 'activityId'])
    .where('status', '=', 'pending')
    .where('createdAt', '<', cutoff)
    .orderBy('createdAt')
    .limit(limit)
    .execute();
  let canceled = 0;
  for (const { id, activityId } of stale) {
    if (await db.transaction().execute((trx) => cancelPendingBooking(trx, id, now))) {
      canceled += 1;
      onPlacesChanged?.(activityId);
    }
  }
  return canceled;
}

/**
 * The periodic job: a timer in the app's lifecycle (started when the app is ready, stopped when it
 * closes). Every process runs it; the conditional updates make concurrent runs harmless.
 */
export function startHoldExpiry(
  deps: {
    db: Db;
    log: Pick<FastifyBaseLogger, 'error' | 'info'>;
    onPlacesChanged?: (activityId: string) => void;
  },
  intervalMs = HOLD_EXPIRY_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) {
      return;
    }
    running = true;
    expireHeldBookings(deps.db, new Date(), 200, deps.onPlacesChanged)
      .then((count) => {
        if (count > 0) {
          deps.log.info({ count }, 'pending bookings past their hold canceled');
        }
      })
      .catch((err: unknown) => deps.log.error({ err }, 'hold expiry failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
