import { join } from 'node:path';
import { loadConfigOrExit } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { databaseAddress, openPglite, openPostgres, warnLostConnection } from './db/database.ts';
import { isUnreachable, waitForDatabase } from './db/unreachable.ts';

// Start-up phases (ms since the process began), logged with 'ready' to see where a slow start goes.
const phases: Record<string, number> = {};
const mark = (phase: string) => {
  phases[phase] = Math.round(performance.now());
};
mark('imported');
const config = loadConfigOrExit();
// Told once the logger exists (a connection PostgreSQL drops, say in a failover; the pool opens another).
let onLostConnection = warnLostConnection;
// The database starts opening first (PGlite reads its files and compiles its WebAssembly off the main thread), and
// everything else loads meanwhile: only the configuration and the database code are loaded before it.
const [opened, { buildApp }, startUp] = await Promise.all([
  (config.databaseUrl
    ? Promise.resolve(
        openPostgres(config.databaseUrl, config.databasePoolSize, (error) => onLostConnection(error)),
      )
    : openPglite({ dataDir: join(config.dataDir, 'db') })
  ).then(
    (database) => ({ database }),
    (error: unknown) => ({ error }),
  ),
  import('./app.ts'),
  import('./start-up.ts'),
]);
const { createLogger, migrateToLatest, createAdapters, createOutbox, outboxHandlers, seedIfEmpty } = startUp;
const log = createLogger(config.logLevel);
if ('error' in opened) {
  if (opened.error instanceof DataDirInUseError) {
    // A second `npm start` beside a running one: one clear line, and the running server's data stay whole.
    log.fatal(`database: ${opened.error.message}`);
    process.exit(1);
  }
  throw opened.error;
}
const { database } = opened;
onLostConnection = (error) =>
  log.warn({ err: error }, 'database: a connection was lost; the pool opens a new one when needed');
if (config.databaseUrl && config.authSecretSource === 'dataDir') {
  // Sessions, invitations and booking links signed by one process must verify on every other (README, "Scale").
  log.warn(
    'AUTH_SECRET is not set: this process signs with a secret of its own data directory; give every process on this database the same AUTH_SECRET',
  );
}
mark('opened');
/**
 * What a server that cannot use its PostgreSQL at start says before it exits: one line, with what to check. A
 * refusal for want of connections (SQLSTATE 53300: `max_connections`, or a limit on the role or the database)
 * names the connections a process opens.
 */
function cannotUseDatabase(error: unknown): never {
  const where = databaseAddress(config.databaseUrl ?? '');
  const reason = error instanceof Error ? error.message : String(error);
  const hint =
    (error as { code?: unknown }).code === '53300'
      ? `PostgreSQL has no connection left for this process, which opens up to ${config.databasePoolSize + 4} (DATABASE_POOL_SIZE ${config.databasePoolSize}, and 4 for the outbox): lower DATABASE_POOL_SIZE, or raise max_connections or the connection limit of the role or database (README, "Scale")`
      : 'Is it running, and is DATABASE_URL right?';
  log.fatal({ err: error }, `database: cannot use ${where}: ${reason}. ${hint}`);
  process.exit(1);
}

if (config.databaseUrl) {
  // Started together with its database (or during its restart), the server waits for it instead of failing.
  const where = databaseAddress(config.databaseUrl);
  await waitForDatabase(database.db, {
    seconds: config.databaseWaitSeconds,
    onWaiting: (error, waited) =>
      log.warn({ err: error }, `database: ${where} cannot be reached yet (${waited} s); trying again`),
  }).catch(cannotUseDatabase);
}

const { adapters, outbox } = await (async () => {
  await migrateToLatest(database.db);
  mark('migrated');
  const adapters = await createAdapters(config, database, log);
  mark('adapters');
  const outbox = createOutbox({ database, log, connectionString: database.url });
  await outbox.start();
  await outbox.work(outboxHandlers(adapters));
  mark('outbox');
  if (config.seedDemo) {
    await seedIfEmpty(database, async () => {
      log.info('empty database: seeding demo data');
      const { seedDemo } = await import('./seed/seed.ts');
      await seedDemo({ db: database.db, adapters, config });
    });
  }
  return { adapters, outbox };
})().catch((error: unknown) => {
  // Lost or refused on the way (a restart, no connection left): one line, not a stack, and the orchestrator's
  // restart tries again. Anything else is a bug: its stack as usual.
  if (config.databaseUrl && isUnreachable(error)) {
    cannotUseDatabase(error);
  }
  throw error;
});

mark('seed-checked');
const app = await buildApp({ config, database, adapters, outbox, logger: log });
mark('built');
await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  if (code !== 'EADDRINUSE' && code !== 'EACCES') {
    throw error;
  }
  // Most often another server (or another `npm start`) on the port: one line saying what to do, not a stack.
  log.fatal(
    code === 'EADDRINUSE'
      ? `port ${config.port} is in use by another program: stop it, or start on another port (PORT=${config.port + 1} npm start)`
      : `port ${config.port} needs privileges this process does not have: start on a port above 1023 (PORT=3000 npm start)`,
  );
  await app.close();
  await outbox.stop();
  await database.close();
  process.exit(1);
});
// Time since the process began (the budget is 2 s to a healthy server on an existing data directory).
// CPU time beside it: on a busy machine the wall time says little about the start-up's own cost.
const cpu = process.cpuUsage();
log.info(
  { startupMs: Math.round(performance.now()), cpuMs: Math.round((cpu.user + cpu.system) / 1000), phases },
  'ready',
);

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
