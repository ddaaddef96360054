// What main.ts needs beside the database, loaded while the database opens (one import, one chunk).
export { migrateToLatest } from './db/migrate.ts';
export { createLogger } from './logger.ts';
export { createAdapters } from './platform/adapters.ts';
export { createOutbox } from './platform/outbox/outbox.ts';
export { outboxHandlers } from './platform/outbox-handlers.ts';
export { seedIfEmpty } from './seed/seed-check.ts';
