import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { SESSION_EXPIRES_IN_SECONDS } from './auth.ts';

/** How often the app drops what no request can use any more. */
export const SESSION_HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** The first sweep after start, so a server restarted often still sweeps. */
export const SESSION_HOUSEKEEPING_FIRST_MS = 60 * 1000;
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
  const expiredSessions = await deleteInBatches(() =>
    db
      .deleteFrom('session')
      .where(
        'token',
        'in',
        db.selectFrom('session').select('token').where('expiresAt', '<=', now).limit(BATCH),
      )
      .executeTakeFirst(),
  );
  const endedSessions = await deleteInBatches(() =>
    db
      .deleteFrom('ended_session')
      .where(
        'token',
        'in',
        db.selectFrom('ended_session').select('token').where('endedAt', '<', endedBefore).limit(BATCH),
      )
      .executeTakeFirst(),
  );
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

/**
 * The periodic sweep: a timer in the app's lifecycle (started when the app is ready, stopped when it closes).
 * Every process runs it; deleting what another process deleted first is harmless.
 */
export function startSessionHousekeeping(
  deps: { db: Db; log: Pick<FastifyBaseLogger, 'error' | 'info'>; now?: () => Date },
  { intervalMs = SESSION_HOUSEKEEPING_INTERVAL_MS, firstMs = SESSION_HOUSEKEEPING_FIRST_MS } = {},
): () => void {
  let running = false;
  const sweep = () => {
    if (running) {
      return;
    }
    running = true;
    pruneSessions(deps.db, deps.now?.() ?? new Date())
      .then((counts) => {
        if (counts.expiredSessions > 0 || counts.endedSessions > 0) {
          deps.log.info(counts, 'expired sessions deleted');
        }
      })
      .catch((err: unknown) => deps.log.error({ err }, 'session housekeeping failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(sweep, firstMs);
  const timer = setInterval(sweep, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
