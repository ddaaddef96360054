import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ScheduledTask } from '../../platform/outbox/outbox.ts';
import { releaseHeldBooking } from '../booking/checkout/channel-sales.service.ts';
import { listExpiredHolds } from './distribution.repository.ts';

/**
 * Cancels the reseller holds past their expiry (which a reseller may extend; the checkout's own expiry leaves them
 * alone) and releases their places, each in its own transaction with the conditional `pending → canceled`.
 */
export async function expireResellerHolds(
  db: Db,
  now: Date,
  limit = 200,
  onPlacesChanged?: (activityId: string) => void,
): Promise<number> {
  let canceled = 0;
  for (const { bookingId, activityId } of await listExpiredHolds(db, now, limit)) {
    if (await db.transaction().execute((trx) => releaseHeldBooking(trx, bookingId, now))) {
      canceled += 1;
      onPlacesChanged?.(activityId);
    }
  }
  return canceled;
}

export function resellerHoldExpiryTask(deps: {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info'>;
  onPlacesChanged?: (activityId: string) => void;
}): ScheduledTask {
  return {
    name: 'distribution.hold-expiry',
    cron: '* * * * *',
    run: async () => {
      const count = await expireResellerHolds(deps.db, new Date(), 200, deps.onPlacesChanged);
      if (count > 0) {
        deps.log.info({ count }, 'reseller holds past their expiry canceled');
      }
    },
  };
}
