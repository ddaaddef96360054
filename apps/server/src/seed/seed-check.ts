import { sql } from 'kysely';
import type { Database, Db } from '../db/database.ts';

/** True when no account exists yet: the only state in which `npm start` seeds. Kept apart from the seed (sharp). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** An arbitrary fixed key of the seed's advisory lock. */
const SEED_LOCK_KEY = 7_315_001;

/**
 * Seeds an empty database once, even when several server processes start on it together: on PostgreSQL the check
 * and the seed run under a session advisory lock held on a reserved connection, so the others wait and then find
 * the database seeded. PGlite is one process with one connection: no lock (the seed needs that connection).
 */
export async function seedIfEmpty(database: Database, seed: () => Promise<void>): Promise<boolean> {
  if (database.kind !== 'postgres') {
    if (!(await isDatabaseEmpty(database.db))) {
      return false;
    }
    await seed();
    return true;
  }
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SEED_LOCK_KEY})`.execute(connection);
    try {
      if (!(await isDatabaseEmpty(database.db))) {
        return false;
      }
      await seed();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK_KEY})`.execute(connection);
    }
  });
}
