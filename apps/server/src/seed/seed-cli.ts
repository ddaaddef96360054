import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfigOrExit } from '../config.ts';
import { DataDirInUseError, type DataDirLock, lockDataDir } from '../db/data-dir-lock.ts';
import { openPglite, openPostgres } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { createAdapters } from '../platform/adapters.ts';
import { seedDemo } from './seed.ts';
import { isDatabaseEmpty } from './seed-check.ts';

// `npm run seed` seeds an empty database; `npm run seed -- --reset` wipes data and files first.
// An embedded database must never be opened by two processes: with the server running, this stops at once.
const reset = process.argv.includes('--reset');
const config = loadConfigOrExit();
const log = createLogger(config.logLevel);
const dataDir = join(config.dataDir, 'db');

let lock: DataDirLock | undefined;
if (!config.databaseUrl) {
  try {
    lock = await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) {
      throw error;
    }
    log.fatal(`database: ${error.message}`);
    process.exit(1);
  }
  if (reset) {
    // Emptied, not removed: the lock is held on this directory.
    for (const entry of readdirSync(dataDir)) {
      rmSync(join(dataDir, entry), { recursive: true, force: true });
    }
  }
}
if (reset) {
  rmSync(join(config.dataDir, 'uploads'), { recursive: true, force: true });
  // The test-mode provider's state is in the database now; an old state file must not be imported again.
  rmSync(join(config.dataDir, 'test-provider'), { recursive: true, force: true });
}
const database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite({ dataDir, lock });
if (reset && config.databaseUrl) {
  await database.execScript(
    'drop schema if exists public cascade; drop schema if exists pgboss cascade; create schema public',
  );
}
await migrateToLatest(database.db);
if (await isDatabaseEmpty(database.db)) {
  await seedDemo({ db: database.db, adapters: await createAdapters(config, database, log), config });
  log.info('demo data seeded');
} else {
  log.info('the database already has data: nothing seeded (use --reset to start over)');
}
await database.close();
