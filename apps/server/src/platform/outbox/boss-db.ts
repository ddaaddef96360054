import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery } from 'kysely';
import type { Db as BossDb } from 'pg-boss';
import type { Database, Executor } from '../../db/database.ts';

type Rows = { rows: Record<string, unknown>[] };

/**
 * pg-boss statements run on the caller's executor: inside a transaction they commit or roll back with it.
 * pg-boss only sends parameterised single statements here (insert a job), never scripts.
 */
export function executorBossDb(executor: Executor): BossDb {
  return {
    executeSql: async (text, values) => {
      const result = await executor.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(text, values ?? []),
      );
      return { rows: [...result.rows] };
    },
  };
}

/**
 * pg-boss's own connection on embedded PGlite: every statement goes through the app's one Kysely instance,
 * so it queues behind a running transaction instead of interleaving with it.
 */
export function pgliteBossDb(database: Database): BossDb {
  const pglite = pgliteOf(database);
  const { db } = database;
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, values));
        return { rows: [...result.rows] };
      }
      // Without parameters pg-boss may send a script (migrations, maintenance: BEGIN; ...; COMMIT) that
      // needs the simple protocol and whose RETURNING rows it reads: run it while holding Kysely's connection.
      return db.connection().execute(async (): Promise<Rows> => {
        try {
          const results = await pglite.exec(text);
          return { rows: results.flatMap((r) => r.rows as Record<string, unknown>[]) };
        } catch (err) {
          // A script that failed after its BEGIN leaves the one session in an aborted transaction.
          await pglite.exec('ROLLBACK').catch(() => undefined);
          throw err;
        }
      });
    },
  };
}

function pgliteOf(database: Database): PGlite {
  // openPglite() attaches the instance beside the Kysely handle; only scripts with result rows need it.
  const pglite = 'pglite' in database ? database.pglite : undefined;
  if (!(pglite instanceof PGlite)) {
    throw new Error('outbox: this PGlite database does not expose its PGlite instance');
  }
  return pglite;
}
