import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
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

export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
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

/** Embedded PostgreSQL. `dataDir` undefined = in memory; `loadDataDir` restores a snapshot (tests). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: { 1082: (v: string) => v },
    // Accent-insensitive search (`create extension unaccent` in a migration works on both databases).
    extensions: { unaccent },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    // Holding Kysely's connection keeps the script from interleaving with a transaction.
    execScript: (script) => db.connection().execute(async () => void (await pglite.exec(script))),
    close: async () => {
      await db.destroy();
    },
    pglite,
  };
}
