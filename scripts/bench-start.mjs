// Start-up benchmark (`npm run bench:start`): how long `npm start` takes, on a data directory that already holds the
// demo data, to answer 200 on /api/health. The budget is 2 s. Runs `npm start` itself, on its own port and a
// throwaway data directory (never var/: one PGlite directory must never be open in two processes).
//   npm run bench:start -- --runs 7
//   npm run bench:start -- --write    also writes the result into docs/benchmarks.md
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './source-stamp.mjs';

const BUDGET_MS = 2000;
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const write = process.argv.includes('--write');

/** A port nothing listens on (another server may run on 3000 or 3100). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const dataDir = mkdtempSync(join(tmpdir(), 'roteiro-bench-'));
const healthUrl = `http://127.0.0.1:${port}/api/health`;

async function healthy() {
  try {
    return (await fetch(healthUrl)).status === 200;
  } catch {
    return false;
  }
}

/** Whether any process of the process group `pgid` still runs (signal 0 only checks). */
function groupIsAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

// `npm start` as a newcomer types it in a shell: without the npm_* variables of the `npm run bench:start` around
// this script (a nested npm reads each of them as configuration, which added about 0.5 s to every start measured).
const shellEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

/** Starts `npm start`, returns the milliseconds until /api/health answered 200, then stops it cleanly. */
async function startOnce() {
  if (await healthy()) {
    throw new Error(`port ${port} is already serving; set BENCH_PORT`);
  }
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...shellEnv, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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
  // npm may exit before the server has closed (it drains its jobs and closes the database first): wait until no
  // process of the group is left, so the next start never finds the port or the data directory still in use.
  const closing = performance.now();
  while (groupIsAlive(child.pid)) {
    if (performance.now() - closing > 60_000) {
      throw new Error('the server is still running 60 s after SIGTERM');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
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
  const summary = `median ${Math.round(median)} ms, worst ${Math.round(times.at(-1))} ms: ${verdict} the ${BUDGET_MS} ms budget`;
  console.log(summary);
  if (write) {
    const file = join(repoRoot, 'docs/benchmarks.md');
    const [before, rest] = readFileSync(file, 'utf8').split('<!-- start:start -->');
    const after = rest?.split('<!-- start:end -->')[1];
    if (before === undefined || after === undefined) {
      throw new Error('docs/benchmarks.md has no start-up markers');
    }
    const line = `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}; ${runs} restarts on the demo data (PGlite): ${summary} (first start, with build, migrations and seed: ${Math.round(first)} ms).`;
    writeFileSync(file, `${before}<!-- start:start -->\n${line}\n<!-- start:end -->${after}`);
    console.log('Written to docs/benchmarks.md');
  }
  process.exitCode = median <= BUDGET_MS ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
