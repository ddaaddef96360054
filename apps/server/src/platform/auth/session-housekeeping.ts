import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ScheduledTask } from '../outbox/outbox.ts';
import { SESSION_EXPIRES_IN_SECONDS } from './auth.ts';
import { deleteEndedSessionRecords, deleteExpiredSessions } from './session.repository.ts';

/**
 * How often the app drops what no request can use any more: every hour at half past (away from the settlement's
 * hour). A schedule in the database, so restarts do not postpone it.
 */
export const SESSION_HOUSEKEEPING_CRON = '30 * * * *';
/** Rows deleted per statement: a long backlog goes in short statements, not one long transaction. */
const BATCH = 5_000;
/** Statements per table and sweep: the rest waits for the next sweep. */
const MAX_BATCHES = 200;

export type TSessionHousekeeping = { expiredSessions: number; endedSessions: number };

/**
 * Deletes the sessions past their expiry and the records of sessions ended by a deactivation that no browser can
 * still present. better-auth deletes an expired session only when its cookie comes back, and a browser drops the
 * cookie when the session expires, so without this every sign-in that lapses stays a row for ever. (Expired
 * sign-in links and codes need nothing: better-auth deletes them all whenever one is looked up.) A deactivation's
 * record answers a cookie of at most a session's lifetime: past it, the cookie has expired too.
 */
export async function pruneSessions(db: Db, now: Date): Promise<TSessionHousekeeping> {
  const endedBefore = new Date(now.getTime() - SESSION_EXPIRES_IN_SECONDS * 1000);
  const expiredSessions = await deleteInBatches(() => deleteExpiredSessions(db, now, BATCH));
  const endedSessions = await deleteInBatches(() => deleteEndedSessionRecords(db, endedBefore, BATCH));
  return { expiredSessions, endedSessions };
}

async function deleteInBatches(deleteBatch: () => Promise<{ numDeletedRows: bigint }>): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const deleted = Number((await deleteBatch()).numDeletedRows);
    total += deleted;
    if (deleted < BATCH) {
      break;
    }
  }
  return total;
}

/** The periodic sweep: a pg-boss schedule, run once an hour by one of the processes (outbox.schedule). */
export function sessionHousekeepingTask(deps: {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info'>;
  now?: () => Date;
}): ScheduledTask {
  return {
    name: 'auth.session-housekeeping',
    cron: SESSION_HOUSEKEEPING_CRON,
    run: async () => {
      const counts = await pruneSessions(deps.db, deps.now?.() ?? new Date());
      if (counts.expiredSessions > 0 || counts.endedSessions > 0) {
        deps.log.info(counts, 'expired sessions deleted');
      }
    },
  };
}
