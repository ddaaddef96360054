import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPglite } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import { createAdapters } from './platform/adapters.ts';

// Prints the route table, one JSON object per line: {"method","url","access"}. Builds the app on a
// throw-away in-memory database; nothing listens and nothing is sent.
const config = { ...loadConfig(), dataDir: '/nonexistent-roteiro-routes' };
const database = await openPglite();
await migrateToLatest(database.db);
const log = createLogger('silent');
const app = await buildApp({
  config,
  database,
  adapters: await createAdapters(config, database, log),
  outbox: {
    enqueue: async () => 'not-sent',
    listFailed: async () => ({ jobs: [], total: 0 }),
    retry: async () => false,
    schedule: async () => undefined,
  },
});
await app.ready();
const rows = [...app.routeTable].sort(
  (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
);
for (const { method, url, access } of rows) {
  process.stdout.write(`${JSON.stringify({ method, url, access })}\n`);
}
await app.close();
await database.close();
