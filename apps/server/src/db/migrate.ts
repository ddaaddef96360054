import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

/** True when the newest migration is already recorded: one cheap query instead of the migrator's locking dance. */
async function isUpToDate(db: Db): Promise<boolean> {
  const latest = Object.keys(migrations).sort().at(-1);
  try {
    const { rows } = await sql<{
      name: string;
    }>`select max("name") as "name" from "kysely_migration"`.execute(db);
    return rows[0]?.name === latest;
  } catch {
    return false; // no migration table yet
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  if (await isUpToDate(db)) {
    return;
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
