import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import type { DB } from './types.ts';

export type Db = Kysely<DB>;
export type Executor = Kysely<DB> | Transaction<DB>;
/** A function that takes this must be called inside a transaction. */
export type Trx = Transaction<DB>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string, for a PostgreSQL server (pg-boss opens its own small pool on it). */
  url?: string;
  /** The embedded instance, for PGlite (scripts with result rows; data-dir snapshots in tests). */
  pglite?: PGlite;
  /** Runs a multi-statement SQL script (simple protocol) while holding the connection. */
  execScript: (script: string) => Promise<void>;
  close: () => Promise<void>;
};

// Dates (`date`) stay 'YYYY-MM-DD' strings and bigints stay strings on both drivers: no time-zone shifts.
pg.types.setTypeParser(1082, (v: string) => v);

/** Statements kept prepared per connection at most (Kysely's `in (…)` lists make a few texts per list length). */
const MAX_PREPARED_STATEMENTS = 2000;

/**
 * Makes every query with parameters a named prepared statement on the connections of `pool` (as postgres.js does by
 * default): PostgreSQL parses each text once per connection and, after a few runs, keeps its plan, so a hot route
 * stops paying for planning (a few milliseconds per join under load) at every request. At most
 * `MAX_PREPARED_STATEMENTS` texts are named; a statement whose cached plan no longer fits its table (a column
 * added by another process's migration) runs unprepared from then on.
 */
function preparingStatements(pool: pg.Pool): void {
  const names = new Map<string, string | null>();
  const nameOf = (text: string): string | null => {
    let name = names.get(text);
    if (name === undefined) {
      name =
        names.size < MAX_PREPARED_STATEMENTS ? `k${createHash('sha1').update(text).digest('hex')}` : null;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    Object.assign(client, {
      query: (...args: unknown[]) => {
        const [text, values, callback] = args;
        const name =
          typeof text === 'string' && Array.isArray(values) && values.length > 0 && !callback && nameOf(text);
        if (!name) {
          return query(...args);
        }
        return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
          // 0A000 "cached plan must not change result type": the table changed under the prepared statement.
          if (error instanceof Error && 'code' in error && error.code === '0A000') {
            names.set(text as string, null);
            return query(text, values);
          }
          throw error;
        });
      },
    });
  });
}

/** A PostgreSQL connection string as `host:port/database`, for messages: never its user or password. */
export function databaseAddress(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the database of DATABASE_URL';
  }
}

/** Where a lost connection is told when no logger is given (before the server's logger exists). */
export function warnLostConnection(error: Error): void {
  console.warn(`database: a connection was lost (${error.message}); the pool opens a new one when needed`);
}

/**
 * A PostgreSQL server's pool. A connection the server drops (a restart, a failover of a managed database, a
 * network cut) is an error event on its client, idle in the pool or held between a transaction's statements:
 * told to `onLostConnection`, never thrown, since an unheard error event ends the process. The pool lets the
 * connection go (at once if idle, when released if held: its next statement fails) and opens a new one when needed.
 */
export function openPostgres(
  connectionString: string,
  max = 10,
  onLostConnection: (error: Error) => void = warnLostConnection,
): Database {
  // A database that cannot be reached (a network cut, not a refusal) fails a request after 10 s instead of the
  // operating system's minutes; the same bound covers waiting for a free connection, far above any busy moment's.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000 });
  pool.on('connect', (client) => client.on('error', onLostConnection));
  // The pool repeats an idle client's error: already told by the client's own listener.
  pool.on('error', () => undefined);
  preparingStatements(pool);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    url: connectionString,
    execScript: async (script) => {
      await pool.query(script);
    },
    close: () => db.destroy(),
  };
}

// PGlite's data directory asks for PostgreSQL's default 128 MB of shared buffers, and preparing them took about
// 0.48 s of a restart's main thread (profiled); 32 MB take about 0.16 s. The embedded database holds a
// demo's or a small operator's data, and its pages stay in the operating system's file cache either way
// (docs/decisions.md).
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Embedded PostgreSQL. `dataDir` undefined = in memory; `loadDataDir` restores a snapshot (tests). A data directory
 * is held for this process until `close` (`lockDataDir`; pass `lock` when the caller took it first): another process
 * opening it gets a `DataDirInUseError` instead of overwriting this one's writes.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; lock?: DataDirLock } = {},
): Promise<Database> {
  const lock = options.lock ?? (options.dataDir ? await lockDataDir(options.dataDir) : undefined);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      parsers: { 1082: (v: string) => v },
      // Accent-insensitive search (`create extension unaccent` in a migration works on both databases).
      extensions: { unaccent },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    // Holding Kysely's connection keeps the script from interleaving with a transaction.
    execScript: (script) => db.connection().execute(async () => void (await pglite.exec(script))),
    close: async () => {
      await db.destroy();
      await lock?.release();
    },
    pglite,
  };
}
