// Runs every suite (unit + integration on PGlite, integration again on PostgreSQL when TEST_DATABASE_URL
// is set, browser journeys) and ends with one line of totals: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;

function run(label, command, args, env, reportFile, count) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const counts = existsSync(reportFile) ? count(JSON.parse(readFileSync(reportFile, 'utf8'))) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  // A runner that crashed, or failed without reporting a failing test, still fails the run.
  if (result.status !== 0 && (!counts || counts.failed === 0)) {
    console.error(`${label}: exited with ${result.status ?? result.signal}`);
    failed += 1;
  }
}

const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests });
const vitestArgs = (file, extra = []) => [
  'vitest',
  'run',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];

const withoutPostgres = { TEST_DATABASE_URL: '' };
const unitFile = join(out, 'vitest-pglite.json');
run('unit + integration (PGlite)', 'npx', vitestArgs(unitFile), withoutPostgres, unitFile, vitestCounts);

if (process.env.TEST_DATABASE_URL) {
  const pgFile = join(out, 'vitest-postgres.json');
  run(
    'integration (PostgreSQL)',
    'npx',
    vitestArgs(pgFile, ['--project', 'server-postgres']),
    {},
    pgFile,
    vitestCounts,
  );
}

const e2eFile = join(out, 'playwright.json');
run(
  'browser (Playwright + Chromium)',
  'node',
  ['e2e/run.mjs'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
  e2eFile,
  (r) => ({
    passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
    failed: r.stats?.unexpected ?? 0,
  }),
);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
