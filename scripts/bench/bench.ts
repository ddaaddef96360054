// `npm run bench`: the hot routes on marketplace-sized data (10,000 activities, 100,000 groups) in PostgreSQL,
// side by side with a bare Fastify hello-world in the same run, both driven by autocannon (50 connections).
// For each route: requests per second, p50 and p99 at full load, the ratio to bare Fastify, and p99 at half
// of the route's own maximum rate. Budgets (issue 10): reads >= 0.5x bare, p99 <= 50 ms at half rate.
//   npm run bench                 15 s per route
//   npm run bench -- --quick      5 s per route
//   npm run bench -- --write      also writes the results into docs/benchmarks.md
//   npm run bench -- --only=slots only the routes whose name contains the text (bare Fastify is always measured)
// Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/roteiro_bench; the database
// is dropped and created again). Nothing else may run on the machine while it measures.
import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import {
  BENCH_SIZE,
  COMMON_TERM,
  generateMarketplace,
  RARE_TERM,
} from '../../apps/server/test/marketplace-data.ts';

const root = join(import.meta.dirname, '../..');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const write = args.has('--write');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only && write) {
  throw new Error('--only measures part of the table: it cannot --write it');
}
const seconds = quick ? 5 : 15;
const connections = 50;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/roteiro_bench';

const READ_BUDGET = 0.5;
const P99_BUDGET_MS = 50;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) {
      throw new Error(`${what} exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer ${url}`);
}

async function recreateDatabase(): Promise<void> {
  const target = new URL(databaseUrl);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`unexpected database name ${name}`);
  }
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

type Measure = { rps: number; p50: number; p99: number; non2xx: number; errors: number; timeouts: number };

/**
 * autocannon at full speed, or at `overallRate` requests per second. At a rate, each connection sends its
 * share of a second back to back at the start of the second (the server meets full concurrency for part of
 * each second, a stricter test than an even pace), and the latencies are those of the requests sent:
 * autocannon's coordinated-omission correction assumes a 1 ms interval at these rates and would add
 * thousands of made-up samples per slow answer.
 */
async function drive(url: string, options: { overallRate?: number } = {}): Promise<Measure> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(options.overallRate ? { overallRate: options.overallRate, ignoreCoordinatedOmission: true } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** A pause between measurements, so one run's leftovers (sockets closing, garbage) do not cost the next. */
const coolDown = () => new Promise((resolve) => setTimeout(resolve, 2000));

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function main() {
  console.log(`Building the server bundle…`);
  if (spawnSync('node', ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) {
    throw new Error('the server did not build');
  }
  console.log(`Preparing ${databaseUrl}…`);
  await recreateDatabase();

  const dataDir = mkdtempSync(join(tmpdir(), 'roteiro-bench-'));
  const startApp = async (extraEnv: Record<string, string>) => {
    const port = await freePort();
    const child = spawn('node', ['apps/server/dist/main.js'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
    });
    return { child, url: `http://127.0.0.1:${port}` };
  };
  // The app as it runs, and the same app without its answer cache: every request then reaches PostgreSQL,
  // as requests for pages nobody asked for in the last few seconds do. One after the other: the first one
  // migrates the database.
  const served = await startApp({});
  try {
    await waitForHealth(`${served.url}/api/health`, served.child, 'the app');
  } catch (error) {
    await stopChild(served.child);
    throw error;
  }
  const uncached = await startApp({ PUBLIC_CACHE_SECONDS: '0', SLOTS_CACHE_MS: '0' });
  const appUrl = served.url;
  const app = served.child;
  const barePort = await freePort();
  const bare = fork(join(import.meta.dirname, 'bare-server.mjs'), {
    env: { ...process.env, PORT: String(barePort) },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(`${uncached.url}/api/health`, uncached.child, 'the app without its answer cache');
    await waitForHealth(`http://127.0.0.1:${barePort}/`, bare, 'bare Fastify');

    console.log(
      `Generating ${BENCH_SIZE.activities} activities and ${BENCH_SIZE.activities * BENCH_SIZE.groupsPerActivity} groups…`,
    );
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }),
    });
    const generated = performance.now();
    await generateMarketplace(db, BENCH_SIZE);
    console.log(`  done in ${Math.round((performance.now() - generated) / 1000)} s`);
    const visible = await sql<{ id: string }>`
      select "id" from "activity" where "isVisible" order by "durationMinutes" desc, "title", "id" limit 1 offset 500
    `.execute(db);
    // A busy tour: tomorrow's group of a visible shared tour with most of its places taken.
    const busy = await sql<{ id: string; day: string }>`
      select a."id", to_char(g."day", 'YYYY-MM-DD') as "day" from "activity" a
      join "activity_group" g on g."activityId" = a."id"
      where a."isVisible" and not a."isPass" and g."day" = current_date + 1 and g."groupSize" < g."capacity"
      order by g."groupSize" desc, a."id" limit 1
    `.execute(db);
    const postgres = await sql<{ server_version: string }>`show server_version`.execute(db);
    await db.destroy();
    const detailsId = visible.rows[0]?.id;

    const allRoutes: { name: string; path: string; kind: 'read' | 'platform' }[] = [
      { name: 'list', path: '/api/activities', kind: 'read' },
      { name: 'list, page 20', path: '/api/activities?page=20', kind: 'read' },
      {
        name: `search, common term (${COMMON_TERM})`,
        path: `/api/activities?search=${COMMON_TERM}`,
        kind: 'read',
      },
      { name: `search, rare term (${RARE_TERM})`, path: `/api/activities?search=${RARE_TERM}`, kind: 'read' },
      { name: 'category page (tuk-tuk)', path: '/api/activities?category=tuk-tuk', kind: 'read' },
      { name: 'details', path: `/api/activities/${detailsId}`, kind: 'read' },
      { name: 'home sections', path: '/api/storefront/home', kind: 'read' },
      {
        name: 'slots of a day (busy tour)',
        path: `/api/activities/${busy.rows[0]?.id}/slots?day=${busy.rows[0]?.day}&kind=shared`,
        kind: 'read',
      },
      { name: 'health', path: '/api/health', kind: 'platform' },
    ];
    const routes = only ? allRoutes.filter((route) => route.name.includes(only)) : allRoutes;

    const warm = async (url: string) => {
      await autocannon({ url, connections: 10, duration: 2 });
    };
    console.log('Warming up…');
    await warm(`http://127.0.0.1:${barePort}/`);
    for (const route of routes) {
      const res = await fetch(`${appUrl}${route.path}`);
      if (!res.ok) {
        throw new Error(`${route.path} answered ${res.status}`);
      }
      await warm(`${appUrl}${route.path}`);
    }

    console.log(`Measuring (${connections} connections, ${seconds} s each)…`);
    const bareBefore = await drive(`http://127.0.0.1:${barePort}/`);
    const results: {
      name: string;
      path: string;
      kind: string;
      full: Measure;
      half: Measure;
      database: Measure | null;
    }[] = [];
    for (const route of routes) {
      await coolDown();
      const full = await drive(`${appUrl}${route.path}`);
      await coolDown();
      const half = await drive(`${appUrl}${route.path}`, {
        overallRate: Math.max(1, Math.floor(full.rps / 2)),
      });
      let database: Measure | null = null;
      if (route.kind === 'read') {
        await coolDown();
        database = await drive(`${uncached.url}${route.path}`);
      }
      results.push({ ...route, full, half, database });
      console.log(
        `  ${route.name}: ${Math.round(full.rps)} req/s, p99 ${full.p99} ms; at half rate p99 ${half.p99} ms${database ? `; without the answer cache ${Math.round(database.rps)} req/s, p99 ${database.p99} ms` : ''}`,
      );
    }
    const bareAfter = await drive(`http://127.0.0.1:${barePort}/`);
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2;

    const lines = [
      `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${quick ? ' (--quick)' : ''}: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${postgres.rows[0]?.server_version}; ${BENCH_SIZE.activities.toLocaleString('en')} activities, ${(BENCH_SIZE.activities * BENCH_SIZE.groupsPerActivity).toLocaleString('en')} groups; ${connections} connections, ${seconds} s per measurement; bare Fastify ${Math.round(bareRps)} req/s (${Math.round(bareBefore.rps)} before, ${Math.round(bareAfter.rps)} after).`,
      '',
      '| Route | req/s | p50 | p99 | ratio to bare | p99 at half rate | budget | without the answer cache: req/s, p50, p99 | errors |',
      '|---|---|---|---|---|---|---|---|---|',
      ...results.map(({ name, path, kind, full, half, database }) => {
        const ratio = full.rps / bareRps;
        const meets = kind === 'read' ? ratio >= READ_BUDGET && half.p99 <= P99_BUDGET_MS : true;
        const budget =
          kind === 'read'
            ? `≥ ${READ_BUDGET}×, ≤ ${P99_BUDGET_MS} ms: ${meets ? 'met' : '**not met**'}`
            : '—';
        const errors = [full, half, database].reduce(
          (sum, m) => sum + (m ? m.errors + m.non2xx + m.timeouts : 0),
          0,
        );
        const withoutCache = database
          ? `${Math.round(database.rps)} req/s, ${database.p50} ms, ${database.p99} ms`
          : '—';
        return `| ${name} \`${path.replace(detailsId ?? '', ':id')}\` | ${Math.round(full.rps)} | ${full.p50} ms | ${full.p99} ms | ${ratio.toFixed(2)}× | ${half.p99} ms | ${budget} | ${withoutCache} | ${errors} |`;
      }),
    ];
    const report = lines.join('\n');
    console.log(`\n${report}\n`);
    if (write) {
      const file = join(root, 'docs/benchmarks.md');
      const text = readFileSync(file, 'utf8');
      const start = '<!-- bench:start -->';
      const end = '<!-- bench:end -->';
      const [before, rest] = text.split(start);
      const after = rest?.split(end)[1];
      if (before === undefined || after === undefined) {
        throw new Error('docs/benchmarks.md has no bench markers');
      }
      writeFileSync(file, `${before}${start}\n${report}\n${end}${after}`);
      console.log('Written to docs/benchmarks.md');
    }
    const failed = results.filter(
      (r) => r.kind === 'read' && (r.full.rps / bareRps < READ_BUDGET || r.half.p99 > P99_BUDGET_MS),
    );
    process.exitCode = failed.length > 0 ? 1 : 0;
  } finally {
    await stopChild(app);
    await stopChild(uncached.child);
    await stopChild(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
