import type { Db } from './database.ts';
import { pingDatabase } from './health.repository.ts';

// Socket errors of a connection that could not be made or was cut, PostgreSQL's connection exceptions (class 08),
// its shutdown and start-up refusals (57P01–57P03) and "too many connections" (53300).
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
const UNREACHABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
// pg's own errors for a connection that ended, broke while held, or could not be made in time carry no code.
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * The database (or another service a request needs) cannot be reached just now: a restart, a failover, a network
 * cut. Requests answer 503 with `Retry-After` (error-handler.ts); a starting server waits for it (main.ts).
 */
export function isUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (
      (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code))) ||
      UNREACHABLE_MESSAGE.test(cause.message)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Waits until the database answers, for at most `seconds`, as when a server and its database start together: a
 * database that cannot be reached yet is tried again every second (`onWaiting` is told about every five seconds);
 * any other failure (a wrong password, a missing database) or the end of the wait throws what PostgreSQL said.
 */
export async function waitForDatabase(
  db: Db,
  options: { seconds: number; onWaiting: (error: Error, waitedSeconds: number) => void },
): Promise<void> {
  const started = Date.now();
  let toldAt = -Infinity;
  for (;;) {
    try {
      await pingDatabase(db);
      return;
    } catch (error) {
      const waited = (Date.now() - started) / 1000;
      if (!(error instanceof Error) || !isUnreachable(error) || waited >= options.seconds) {
        throw error;
      }
      if (waited - toldAt >= 5) {
        toldAt = waited;
        options.onWaiting(error, Math.round(waited));
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
