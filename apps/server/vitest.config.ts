import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { defineProject } from 'vitest/config';

/**
 * Which server tests a run takes (SERVER_TESTS; scripts/test.mjs sets it):
 * - `all` (the default): every unit and integration test, on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite.
 * - `pglite`: the unit tests and the integration tests for which the embedded database matters: migrations,
 *   start-up and the data directory, the single-connection rules (the outbox on PGlite's one connection, holds
 *   expiring beside checkouts) and a smoke set of journeys (seed, checkout, manage, check-in, payouts).
 * - `postgres`: every integration test, on PostgreSQL (production's engine).
 * `npm test` with TEST_DATABASE_URL runs `pglite` then `postgres`; without it, `all` on PGlite. docs/developing.md
 * says why.
 */
export const PGLITE_INTEGRATION_TESTS = [
  'src/db/**/*.int.test.ts',
  'test/embedded-data-dir.int.test.ts',
  'test/start-up-messages.int.test.ts',
  'test/routes-cli.int.test.ts',
  'src/platform/outbox/outbox.int.test.ts',
  'src/seed/seed.int.test.ts',
  'src/modules/booking/checkout/checkout.int.test.ts',
  'src/modules/booking/checkout/hold-expiry.int.test.ts',
  'src/modules/booking/manage/manage.int.test.ts',
  'src/modules/checkin/checkin.int.test.ts',
  'src/modules/payouts/payouts.int.test.ts',
];

/** The server's test files under `dir`, relative to this folder (readdir, so the sets below are exact lists). */
const testFiles = (dir: string) =>
  readdirSync(join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file.split(sep).join('/')}`);
const allTests = [...testFiles('src'), ...testFiles('test')];
const isIntegration = (file: string) => file.endsWith('.int.test.ts');
const pgliteSet = allTests.filter((file) =>
  PGLITE_INTEGRATION_TESTS.some((pattern) =>
    pattern.includes('*')
      ? file.startsWith(pattern.slice(0, pattern.indexOf('*'))) && isIntegration(file)
      : file === pattern,
  ),
);

const suite = process.env.SERVER_TESTS ?? 'all';
const include: Record<string, string[]> = {
  all: allTests,
  pglite: [...allTests.filter((file) => !isIntegration(file)), ...pgliteSet],
  postgres: allTests.filter(isIntegration),
};
if (!include[suite]) {
  throw new Error(`SERVER_TESTS is all, pglite or postgres, not ${suite}`);
}

export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server-pglite',
    include: include[suite],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs its files one after another in one process: the server's modules load once per worker, not
    // once per file (the PostgreSQL run: 304 s → 234 s, importing 180 s → 69 s of it, 2026-11-27). Each file makes
    // its own app and database (test/test-app.ts); registration.int.test.ts's mock of better-auth's hashing fails
    // loudly (mockClear on a function that is not a mock) should it ever not apply.
    isolate: false,
    env: { NODE_ENV: 'test' },
  },
});
