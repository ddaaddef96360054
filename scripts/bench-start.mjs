// Start-up benchmark (`npm run bench:start`): how long `npm start` takes, on a data directory that already holds the
// demo data, to answer 200 on /api/health. Issue 2's budget is 2 s. Runs `npm start` itself, on its own port and a
// throwaway data directory (never var/: one PGlite directory must never be open in two processes).
//   npm run bench:start -- --runs 7
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './source-stamp.mjs';

const BUDGET_MS = 2000;
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const port = Number(process.env.BENCH_PORT ?? 3099);
const dataDir = mkdtempSync(join(tmpdir(), 'roteiro-bench-'));
const healthUrl = `http://127.0.0.1:${port}/api/health`;

async function healthy() {
  try {
    return (await fetch(healthUrl)).status === 200;
  } catch {
    return false;
  }
}

/** Starts `npm start`, returns the milliseconds until /api/health answered 200, then stops it cleanly. */
async function startOnce() {
  if (await healthy()) {
    throw new Error(`port ${port} is already serving; set BENCH_PORT`);
  }
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (!(await healthy())) {
    if (exited) {
      throw new Error('npm start exited before /api/health answered');
    }
    if (performance.now() - started > 120_000) {
      throw new Error('no answer from /api/health within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const elapsed = performance.now() - started;
  // SIGTERM to the whole group (npm and the server): the server closes the database cleanly.
  process.kill(-child.pid, 'SIGTERM');
  while (!exited) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return elapsed;
}

try {
  const first = await startOnce();
  console.log(`first start (builds if stale, migrates, seeds): ${Math.round(first)} ms`);
  const times = [];
  for (let run = 1; run <= runs; run++) {
    const ms = await startOnce();
    times.push(ms);
    console.log(`start ${run} on the existing data directory: ${Math.round(ms)} ms`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const verdict = median <= BUDGET_MS ? 'within' : 'OVER';
  console.log(
    `median ${Math.round(median)} ms, worst ${Math.round(times.at(-1))} ms: ${verdict} the ${BUDGET_MS} ms budget`,
  );
  process.exitCode = median <= BUDGET_MS ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
