// Runs every suite and ends with one line of totals, "N passed, N failed", with each suite's count and time just
// above it. With TEST_DATABASE_URL (CI): the unit tests and the PGlite set of integration tests (apps/server/
// vitest.config.ts), then every integration test on PostgreSQL, then the browser journeys. Without it, every
// integration test runs on PGlite. docs/developing.md says which suite covers what.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
/** One line per suite: its counts and how long it took. */
const timings = [];
// The failing tests by name, printed again just above the totals so that the end of a long log says which.
const failures = [];

function run(label, command, args, env, reportFile, count, failedNames) {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((performance.now() - started) / 1000);
  const counts = existsSync(reportFile) ? count(JSON.parse(readFileSync(reportFile, 'utf8'))) : null;
  timings.push(
    `time: ${label}, ${seconds} s (${counts ? `${counts.passed} tests passed, ${counts.failed} failing` : 'no report'})`,
  );
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    for (const name of failedNames(JSON.parse(readFileSync(reportFile, 'utf8')))) {
      failures.push(`${label}: ${name}`);
    }
  }
  // A runner that crashed, or failed without reporting a failing test, still fails the run.
  if (result.status !== 0 && (!counts || counts.failed === 0)) {
    console.error(`${label}: exited with ${result.status ?? result.signal}`);
    failures.push(`${label}: the runner exited with ${result.status ?? result.signal}`);
    failed += 1;
  }
}

const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests });
// biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes of a runner's message
const withoutColours = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
const firstLine = (message) =>
  withoutColours(String(message ?? ''))
    .split('\n')
    .find((line) => line.trim() !== '') ?? '';
// A test that timed out has only Vitest's stack placeholder as its message in the JSON report.
const vitestMessage = (test) => {
  const line = firstLine(test.failureMessages?.[0]);
  return line === 'Error: STACK_TRACE_ERROR'
    ? 'no message in the report (a timeout?): see the log above'
    : line;
};
const vitestFailures = (r) =>
  r.testResults.flatMap((file) => {
    const path = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failing = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) => `${path} › ${test.fullName} (${Math.round(test.duration ?? 0)} ms): ${vitestMessage(test)}`,
      );
    // A file that failed to load has no failing test of its own.
    return failing.length === 0 && file.status === 'failed'
      ? [`${path}: ${firstLine(file.message)}`]
      : failing;
  });
const playwrightFailures = (r) => {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') {
          continue;
        }
        const last = test.results?.at(-1);
        names.push(
          `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) {
      walk(child, [...titles, child.title]);
    }
  };
  for (const suite of r.suites ?? []) {
    walk(suite, []);
  }
  return names;
};
const vitestArgs = (file, extra = []) => [
  'vitest',
  'run',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const unitFile = join(out, 'vitest-pglite.json');
run(
  hasPostgres ? 'unit + integration on PGlite (its set)' : 'unit + integration (PGlite)',
  'npx',
  vitestArgs(unitFile),
  { TEST_DATABASE_URL: '', SERVER_TESTS: hasPostgres ? 'pglite' : 'all' },
  unitFile,
  vitestCounts,
  vitestFailures,
);

if (hasPostgres) {
  const pgFile = join(out, 'vitest-postgres.json');
  run(
    'integration (PostgreSQL)',
    'npx',
    // Three files at once on two cores: a PostgreSQL file waits on the database and on timers (a schedule's next
    // minute) for much of its time; a third one fills it (234 s → 196 s, 2026-11-27).
    vitestArgs(pgFile, ['--project', 'server-postgres', '--maxWorkers=3']),
    { SERVER_TESTS: 'postgres' },
    pgFile,
    vitestCounts,
    vitestFailures,
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
  playwrightFailures,
);

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const name of failures) {
    console.log(`- ${name}`);
  }
}

console.log('');
for (const line of timings) {
  console.log(line);
}
console.log(`time: all suites, ${Math.round(performance.now() / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
