import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

/**
 * True when every migration is already recorded: one cheap query instead of the migrator's locking dance. All of
 * them, not only the newest: a migration numbered before the newest (one merged from another branch) must still
 * reach a database that already has the newest.
 */
async function isUpToDate(db: Db): Promise<boolean> {
  const names = Object.keys(migrations);
  try {
    const { rows } = await sql<{
      recorded: number;
    }>`select count(*)::int as "recorded" from "kysely_migration" where "name" = any(${names}::text[])`.execute(
      db,
    );
    return rows[0]?.recorded === names.length;
  } catch {
    return false; // no migration table yet
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  if (await isUpToDate(db)) {
    return;
  }
  // A migration numbered before one already run (merged from another branch, as 0030 came after 0036) is run
  // too, in name order with the others still to run: each migration here stands on its own.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
