import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TRole } from '@roteiro/domain/auth/roles';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { afterAll } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { createLogger } from '../src/logger.ts';
import { createAccount } from '../src/modules/accounts/accounts.service.ts';
import { type Adapters, createAdapters } from '../src/platform/adapters.ts';
import { createOutbox, type Outbox } from '../src/platform/outbox/outbox.ts';
import { outboxHandlers } from '../src/platform/outbox-handlers.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_PASSWORD = 'correct-horse-battery';

export type TestApp = {
  app: App;
  database: Database;
  db: Database['db'];
  config: Config;
  adapters: Adapters;
  outbox: Outbox;
  close: () => Promise<void>;
};

/**
 * The whole app on a fresh copy of the migrated test database, with the offline adapters (dev mailbox,
 * local files in a temp dir, test-mode payments) and a real outbox delivering every 0.5 s.
 * Closed automatically after the file's tests.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  /** Adapters to use instead of the offline ones; a function gets the test's database (e.g. for a test provider). */
  adapterOverrides: Partial<Adapters> | ((database: Database) => Partial<Adapters>) = {},
  options: { now?: () => Date } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'roteiro-test-'));
  const config: Config = {
    // No public cache: tests write rows directly and read them back at once (its own test turns it on).
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_URL: 'http://localhost:3000',
      PUBLIC_CACHE_SECONDS: '0',
      SLOTS_CACHE_MS: '0',
      // Every test request comes from one address: the limits are tested on their own (throttle.int.test.ts).
      THROTTLE_SCALE: '100',
    }),
    ...overrides,
  };
  const log = createLogger('silent');
  const chosen = typeof adapterOverrides === 'function' ? adapterOverrides(database) : adapterOverrides;
  const adapters = { ...(await createAdapters(config, database, log)), ...chosen };
  const outbox = createOutbox({
    database,
    log,
    pollingIntervalSeconds: 0.5,
    retry: { limit: 2, delaySeconds: 1, backoff: false },
    connectionString: database.url,
  });
  await outbox.start();
  await outbox.work(outboxHandlers(adapters));
  const app = await buildApp({ config, database, adapters, outbox, now: options.now });
  await app.ready();
  const close = async () => {
    await app.close();
    await outbox.stop();
    await database.close();
  };
  afterAll(close);
  return { app, database, db: database.db, config, adapters, outbox, close };
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.test`;
}

/** Signs in through the API and returns the Cookie header for later requests. */
export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/session/sign-in', payload: { email, password } });
  if (res.statusCode !== 200) {
    throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  }
  const cookies = res.cookies.map((c) => `${c.name}=${c.value}`);
  return cookies.join('; ');
}

export async function createUser(
  db: Database['db'],
  role: TRole,
  overrides: { email?: string; name?: string; password?: string; locale?: TLocale } = {},
) {
  const email = overrides.email ?? uniqueEmail(role);
  const { id } = await createAccount(db, {
    email,
    name: overrides.name ?? `Test ${role}`,
    role,
    password: overrides.password ?? TEST_PASSWORD,
    emailVerified: true,
    locale: overrides.locale ?? 'en',
  });
  return { id, email };
}
