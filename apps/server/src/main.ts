import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import { createAdapters } from './platform/adapters.ts';
import { createOutbox } from './platform/outbox/outbox.ts';
import { outboxHandlers } from './platform/outbox-handlers.ts';
import { isDatabaseEmpty, seedDemo } from './seed/seed.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);
const database = config.databaseUrl
  ? openPostgres(config.databaseUrl)
  : await openPglite({ dataDir: join(config.dataDir, 'db') });
await migrateToLatest(database.db);

const adapters = await createAdapters(config, database, log);
const outbox = createOutbox({ database, log, connectionString: database.url });
await outbox.start();
await outbox.work(outboxHandlers(adapters));

if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
  log.info('empty database: seeding demo data');
  await seedDemo({ db: database.db, adapters, config });
}

const app = await buildApp({ config, database, adapters, outbox, logger: log });
await app.listen({ port: config.port, host: config.host });

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
