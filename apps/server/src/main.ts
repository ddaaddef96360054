import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import { createAdapters } from './platform/adapters.ts';
import { createOutbox } from './platform/outbox/outbox.ts';
import { outboxHandlers } from './platform/outbox-handlers.ts';
import { isDatabaseEmpty } from './seed/seed-check.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);
// The database opens while the HTTP app's modules load: both take a while, and they don't depend on each other.
const [database, { buildApp }] = await Promise.all([
  config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: join(config.dataDir, 'db') }),
  import('./app.ts'),
]);
await migrateToLatest(database.db);

const adapters = await createAdapters(config, database, log);
const outbox = createOutbox({ database, log, connectionString: database.url });
await outbox.start();
await outbox.work(outboxHandlers(adapters));

if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
  log.info('empty database: seeding demo data');
  const { seedDemo } = await import('./seed/seed.ts');
  await seedDemo({ db: database.db, adapters, config });
}

const app = await buildApp({ config, database, adapters, outbox, logger: log });
await app.listen({ port: config.port, host: config.host });
// Time since the process began (issue 2 budgets 2 s to a healthy server on an existing data directory).
log.info({ startupMs: Math.round(performance.now()) }, 'ready');

let closing = false;
async function shutdown(signal: string) {
  if (closing) {
    return;
  }
  closing = true;
  log.info({ signal }, 'shutting down');
  await app.close();
  await outbox.stop();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
