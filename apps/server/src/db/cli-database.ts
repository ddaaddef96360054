import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { DataDirInUseError, type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { type Database, openPglite, openPostgres } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * The database of a one-off command (`npm run reseller`, `npm run feed:things-to-do`), migrated: PostgreSQL beside
 * a running server, or the embedded database, which must never be opened by two processes: with the server
 * running, the command stops at once and says to stop the server first.
 */
export async function openDatabaseForCommand(config: Config, log: Logger): Promise<Database> {
  const dataDir = join(config.dataDir, 'db');
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = await lockDataDir(dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) {
        throw error;
      }
      log.fatal(`database: ${error.message} (stop the server, then run this again)`);
      process.exit(1);
    }
  }
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPglite({ dataDir, lock });
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
