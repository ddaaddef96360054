import { BOOKING_HOLD_MINUTES } from '@roteiro/domain/booking/booking';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ScheduledTask } from '../../../platform/outbox/outbox.ts';
import { listPendingBookingsCreatedBefore } from './checkout.repository.ts';
import { cancelPendingBooking } from './checkout.ts';

/** Past the hold, a few minutes for the provider's own expiry event (which usually cancels it first). */
export const HOLD_EXPIRY_MARGIN_MINUTES = 5;
/**
 * Every minute (pg-boss's finest schedule), as the timer before it: nothing reads a hold's age, the places stay
 * taken until this cancels it, and 5 minutes of margin make a run up to a minute late harmless.
 */
export const HOLD_EXPIRY_CRON = '* * * * *';

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
  const stale = await listPendingBookingsCreatedBefore(db, cutoff, limit);
  let canceled = 0;
  for (const { id, activityId } of stale) {
    if (await db.transaction().execute((trx) => cancelPendingBooking(trx, id, now))) {
      canceled += 1;
      onPlacesChanged?.(activityId);
    }
  }
  return canceled;
}

/** The periodic job: a pg-boss schedule, run once a minute by one of the processes (outbox.schedule). */
export function holdExpiryTask(deps: {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info'>;
  onPlacesChanged?: (activityId: string) => void;
}): ScheduledTask {
  return {
    name: 'booking.hold-expiry',
    cron: HOLD_EXPIRY_CRON,
    run: async () => {
      const count = await expireHeldBookings(deps.db, new Date(), 200, deps.onPlacesChanged);
      if (count > 0) {
        deps.log.info({ count }, 'pending bookings past their hold canceled');
      }
    },
  };
}
