// `npm run bench`: the hot routes on marketplace-sized data (10,000 activities, 100,000 groups, their bookings and
// about 1,000,000 issued tickets) in PostgreSQL, side by side with a bare Fastify hello-world in the same run, both
// driven by autocannon (50 connections). For each route: requests per second, p50 and p99 at full load, the ratio
// to bare Fastify, and for reads p99 at half of the route's own maximum rate. Two floors close the table: bare
// Fastify itself making one PostgreSQL read, and one committed write (bare-server.mjs), the most any route that
// reads or writes could reach on the machine. Budgets (packages/domain/src/bench/budgets.ts): reads
// >= 0.5x bare and p99 <= 50 ms at half rate; writes against the write floor of the same run, scan
// >= 0.8x, start and checkout >= 0.3x, every request doing real work (write-pools.ts); and in Chromium, p95 <=
// 300 ms from a scan to its answer on the start-activity screen (scan-screen.ts). The last column is what one
// request cost in CPU: the serving process, PostgreSQL and autocannon (cpu-use.ts).
//   npm run bench                 15 s per route
//   npm run bench -- --quick      5 s per route
//   npm run bench -- --small      a tenth of the data (1,000 activities), to try the bench quickly
//   npm run bench -- --write      also writes the results into docs/benchmarks.md
//   npm run bench -- --only=slots only the routes whose name contains the text (bare Fastify is always measured,
//                                 and the write floor with any write; `--only="scan screen"` is the Chromium
//                                 measurement alone)
//   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench -- --only=scan
//                                 the app's servers run with these options of node (a CPU profile of each)
// Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/roteiro_bench; the database
// is dropped and created again). Nothing else may run on the machine while it measures.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import {
  BENCH_SIZE,
  BENCH_SMALL_SIZE,
  COMMON_TERM,
  COMMON_TERM_PT,
  generateBookings,
  generateMarketplace,
  generateReviews,
  RARE_TERM,
} from '../../apps/server/test/marketplace-data.ts';
import {
  buildServerBundle,
  freePort,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from '../../apps/server/test/server-process.ts';
import {
  READ_BUDGET,
  ratioText,
  readVerdict,
  type TBenchMeasure,
  type TBenchVerdict,
  type TBenchWrite,
  writeVerdict,
} from '../../packages/domain/src/bench/budgets.ts';
import { buildWebIfStale } from '../build-web-if-stale.mjs';
import { type CpuUse, countCpu } from './cpu-use.ts';
import { benchOutbox } from './outbox.ts';
import {
  measureScanScreen,
  percentile,
  SCAN_SCREEN_BUDGET_MS,
  type ScanScreenResult,
} from './scan-screen.ts';
import { loadWritePools, type Pool, type WritePools, type WriteRequest } from './write-pools.ts';

const root = join(import.meta.dirname, '../..');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const small = args.has('--small');
const write = args.has('--write');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if ((only || small) && write) {
  throw new Error('--only and --small measure part of the table or of the data: they cannot --write it');
}
const seconds = quick ? 5 : 15;
const size = small ? BENCH_SMALL_SIZE : BENCH_SIZE;
// Enough groups to start a different one at every request of a measurement and its warm-up, at up to 2,000 starts
// a second (write-pools.ts; a measurement that runs out says so).
const startGroups = Math.max(5_000, (seconds + 2) * 2_000);
const connections = 50;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/roteiro_bench';

async function waitForBare(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) {
      throw new Error(`bare Fastify exited with ${child.exitCode}`);
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
  throw new Error(`bare Fastify did not answer ${url}`);
}

/**
 * Drops and creates the bench's database, once no other run uses it: a run holds an advisory lock on the name
 * (through the returned connection to the `postgres` database, until it ends), and a second run started meanwhile
 * stops at once instead of dropping the first one's data under it.
 */
async function claimDatabase(): Promise<pg.Client> {
  const target = new URL(databaseUrl);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`unexpected database name ${name}`);
  }
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const { rows } = await admin.query<{ claimed: boolean }>(
    `select pg_try_advisory_lock(hashtext('roteiro bench: ' || $1)) as "claimed"`,
    [name],
  );
  if (!rows[0]?.claimed) {
    await admin.end();
    throw new Error(
      `another npm run bench is using the database ${name}: wait for it to end, or give this run another database (BENCH_DATABASE_URL)`,
    );
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  return admin;
}

type Measure = {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU per request of the server driven (`pid`), PostgreSQL and autocannon, when /proc tells. */
  cpu: CpuUse | null;
};

/**
 * autocannon at full speed, or at `overallRate` requests per second. At a rate, each connection sends its
 * share of a second back to back at the start of the second (the server meets full concurrency for part of
 * each second, a stricter test than an even pace), and the latencies are those of the requests sent:
 * autocannon's coordinated-omission correction assumes a 1 ms interval at these rates and would add
 * thousands of made-up samples per slow answer.
 */
async function drive(
  url: string,
  options: {
    overallRate?: number;
    pool?: Pool<WriteRequest>;
    duration?: number;
    method?: 'POST';
    /** The process serving `url`, whose CPU is counted. */
    pid?: number;
  } = {},
): Promise<Measure> {
  const { pool } = options;
  const cpuUse = countCpu(options.pid);
  const result = await autocannon({
    url,
    connections,
    duration: options.duration ?? seconds,
    ...(options.method ? { method: options.method } : {}),
    ...(options.overallRate ? { overallRate: options.overallRate, ignoreCoordinatedOmission: true } : {}),
    // A write takes the next item of its pool at every request: its own path, headers and body.
    ...(pool
      ? {
          requests: [
            {
              method: 'POST' as const,
              setupRequest: (request: autocannon.Request) => ({ ...request, ...pool.take() }),
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpu: cpuUse(result.requests.total),
  };
}

/** A pause between measurements, so one run's leftovers (sockets closing, garbage) do not cost the next. */
const coolDown = () => new Promise((resolve) => setTimeout(resolve, 2000));

async function main() {
  if (only === 'outbox') {
    const { lines, meets } = await benchOutbox(databaseUrl);
    console.log(`\n${lines.join('\n')}\n`);
    process.exitCode = meets ? 0 : 1;
    return;
  }
  const measuresScreen = !only || 'scan screen'.includes(only);
  console.log('Building the server bundle…');
  await buildServerBundle();
  if (measuresScreen) {
    // The scan screen is a page of the web app: the bench's server serves apps/web/dist.
    buildWebIfStale();
  }
  console.log(`Preparing ${databaseUrl}…`);
  const claim = await claimDatabase();

  const dataDir = mkdtempSync(join(tmpdir(), 'roteiro-bench-'));
  const authSecret = randomBytes(32).toString('hex');
  const startApp = (extraEnv: Record<string, string>) =>
    startServerProcess(
      {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        AUTH_SECRET: authSecret,
        SEED_DEMO: 'false',
        // The built-in test-mode provider and the dev mailbox, chosen on purpose (production asks for it).
        PAYMENTS_TEST_MODE: 'true',
        MAIL_DEV_MAILBOX: 'true',
        LOG_LEVEL: 'warn',
        // As behind a load balancer: the client address (throttling of checkouts) comes from X-Forwarded-For.
        TRUST_PROXY: 'true',
        ...extraEnv,
      },
      { stderr: 'inherit', nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) },
    );
  // The app as it runs, and the same app without its answer cache: every request then reaches PostgreSQL,
  // as requests for pages nobody asked for in the last few seconds do. One after the other: the first one
  // migrates the database.
  const served = await startApp({});
  const servers: ServerProcess[] = [served];
  const barePort = await freePort();
  const bare = fork(join(import.meta.dirname, 'bare-server.mjs'), {
    env: { ...process.env, PORT: String(barePort), BENCH_FLOOR_DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(served);
    const uncached = await startApp({ PUBLIC_CACHE_SECONDS: '0', SLOTS_CACHE_MS: '0' });
    servers.push(uncached);
    await waitForHealth(uncached);
    await waitForBare(`http://127.0.0.1:${barePort}/`, bare);
    await measureAll({
      appUrl: served.url,
      appPid: served.child.pid,
      uncachedUrl: uncached.url,
      barePort,
      barePid: bare.pid,
      authSecret,
      measuresScreen,
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await new Promise<void>((resolve) => {
      if (bare.exitCode !== null) {
        resolve();
        return;
      }
      bare.once('exit', () => resolve());
      bare.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
    await claim.end();
  }
}

/**
 * `floor` routes are served by the bare Fastify process itself (bare-server.mjs): one PostgreSQL query and nothing
 * else, the most any route of the app that reads or writes could reach on this machine.
 */
type Route = {
  name: string;
  path: string;
  kind: 'read' | 'write' | 'platform' | 'floor';
  /** A write's budget against the write floor (packages/domain/src/bench/budgets.ts). */
  write?: TBenchWrite;
  pool?: Pool<WriteRequest>;
  method?: 'POST';
};

/** The floor every write is judged against. */
const WRITE_FLOOR_PATH = '/floor/write';

/** `120 + 340 + 30 µs (99 %)`: a measurement's CPU per request, or — where /proc could not tell. */
function cpuText(cpu: CpuUse | null): string {
  if (!cpu) {
    return '—';
  }
  return `${cpu.serverMicros} + ${cpu.postgresMicros ?? '?'} + ${cpu.benchMicros} µs (${Math.round(cpu.busyShare * 100)} %)`;
}

async function measureAll(run: {
  appUrl: string;
  uncachedUrl: string;
  barePort: number;
  /** The processes serving the app and bare Fastify (their CPU is counted per request). */
  appPid: number | undefined;
  barePid: number | undefined;
  authSecret: string;
  measuresScreen: boolean;
}) {
  const { appUrl, barePort } = run;
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }),
  });
  try {
    console.log(
      `Generating ${size.activities} activities, ${size.activities * size.groupsPerActivity} groups, their bookings and tickets, and ${startGroups} groups to start…`,
    );
    const generated = performance.now();
    await generateMarketplace(db, size);
    await generateBookings(db, { startGroups });
    console.log(`  done in ${Math.round((performance.now() - generated) / 1000)} s`);
    const counts = await sql<{ groups: number; bookings: number; tickets: number }>`
      select (select count(*)::int from "activity_group") as "groups",
        (select count(*)::int from "booking") as "bookings",
        (select count(*)::int from "issued_ticket") as "tickets"
    `.execute(db);
    const visible = await sql<{ id: string }>`
      select "id" from "activity" where "isVisible" order by "durationMinutes" desc, "title", "id" limit 1 offset 500
    `.execute(db);
    // A busy tour: tomorrow's group of a visible shared tour with most of its places taken.
    const busy = await sql<{ id: string; day: string; month: string }>`
      select a."id", to_char(g."day", 'YYYY-MM-DD') as "day", to_char(g."day", 'YYYY-MM') as "month"
      from "activity" a
      join "activity_group" g on g."activityId" = a."id"
      where a."isVisible" and not a."isPass" and g."day" = (now() at time zone 'Europe/Lisbon')::date + 1
        and g."startTime" = time '10:00' and g."groupSize" < g."capacity"
      order by g."groupSize" desc, a."id" limit 1
    `.execute(db);
    const postgres = await sql<{ server_version: string }>`show server_version`.execute(db);
    const pools: WritePools = await loadWritePools(db, run.authSecret);
    const detailsId = visible.rows[0]?.id;
    if (detailsId) {
      // The details page's activity has 60 past runs with 300 reviews behind its rating (issue 37).
      await generateReviews(db, detailsId, 60);
    }
    const busyTour = busy.rows[0];

    const allRoutes: Route[] = [
      { name: 'list', path: '/api/activities', kind: 'read' },
      { name: 'list, page 20', path: '/api/activities?page=20', kind: 'read' },
      {
        name: `search, common term (${COMMON_TERM})`,
        path: `/api/activities?search=${COMMON_TERM}`,
        kind: 'read',
      },
      { name: `search, rare term (${RARE_TERM})`, path: `/api/activities?search=${RARE_TERM}`, kind: 'read' },
      {
        // Issue 36: Portuguese stemming over the Portuguese texts of three activities in four, English for the rest.
        name: `Portuguese search (${COMMON_TERM_PT})`,
        path: `/api/activities?search=${COMMON_TERM_PT}&locale=pt-PT`,
        kind: 'read',
      },
      { name: 'category page (tuk-tuk)', path: '/api/activities?category=tuk-tuk', kind: 'read' },
      { name: 'details', path: `/api/activities/${detailsId}`, kind: 'read' },
      // Issue 37: the details page's reviews (a page with the summary), and discover by rating.
      { name: 'reviews of an activity', path: `/api/activities/${detailsId}/reviews`, kind: 'read' },
      { name: 'discover by rating', path: '/api/activities?sort=rating&minRating=4', kind: 'read' },
      { name: 'home sections', path: '/api/storefront/home', kind: 'read' },
      {
        name: 'slots of a day (busy tour)',
        path: `/api/activities/${busyTour?.id}/slots?day=${busyTour?.day}&kind=shared`,
        kind: 'read',
      },
      {
        name: 'availability of a month (busy tour)',
        path: `/api/activities/${busyTour?.id}/availability?month=${busyTour?.month}&kind=shared`,
        kind: 'read',
      },
      {
        name: 'checkout (reserves a place)',
        path: '/api/checkout',
        kind: 'write',
        write: 'checkout',
        pool: pools.checkout,
      },
      {
        name: 'scan a ticket',
        path: '/api/guider/groups/:group/scan',
        kind: 'write',
        write: 'scan',
        pool: pools.scan,
      },
      {
        name: 'start an activity',
        path: '/api/guider/groups/:group/start',
        kind: 'write',
        write: 'start',
        pool: pools.start,
      },
      { name: 'health', path: '/api/health', kind: 'platform' },
      { name: 'floor: bare Fastify + one PostgreSQL read', path: '/floor/read', kind: 'floor' },
      {
        name: 'floor: bare Fastify + one committed PostgreSQL write',
        path: WRITE_FLOOR_PATH,
        kind: 'floor',
        method: 'POST',
      },
    ];
    // A write is judged against the write floor of its own run: with any write, the floor is measured too.
    const chosen = only ? allRoutes.filter((route) => route.name.includes(only)) : allRoutes;
    const routes = chosen.some((route) => route.kind === 'write')
      ? allRoutes.filter((route) => chosen.includes(route) || route.path === WRITE_FLOOR_PATH)
      : chosen;

    const warm = async (url: string, pool?: Pool<WriteRequest>, method?: 'POST') => {
      await autocannon({
        url,
        connections: 10,
        duration: 2,
        ...(method ? { method } : {}),
        ...(pool
          ? {
              requests: [
                {
                  method: 'POST' as const,
                  setupRequest: (request: autocannon.Request) => ({ ...request, ...pool.take() }),
                },
              ],
            }
          : {}),
      });
    };
    console.log('Warming up…');
    await warm(`http://127.0.0.1:${barePort}/`);
    const bareBase = `http://127.0.0.1:${barePort}`;
    const baseOf = (route: Route) => (route.kind === 'floor' ? bareBase : appUrl);
    const pidOf = (route: Route) => (route.kind === 'floor' ? run.barePid : run.appPid);
    for (const route of routes) {
      // One request first: a route that fails here would only measure its error.
      const first = route.pool?.take();
      const res = await fetch(`${baseOf(route)}${first?.path ?? route.path}`, {
        method: first ? 'POST' : (route.method ?? 'GET'),
        headers: first?.headers,
        body: first?.body,
      });
      if (!res.ok) {
        throw new Error(`${route.name} answered ${res.status}: ${await res.text()}`);
      }
      await warm(`${baseOf(route)}${route.path}`, route.pool, route.method);
    }

    console.log(`Measuring (${connections} connections, ${seconds} s each)…`);
    // Bare Fastify is measured before the first route and after each one, and each route is compared with the
    // two measurements beside it: this host's speed drifts by 10–30 % within a run, so a ratio to the run's
    // average bare figure said as much about when a route was measured as about the route.
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    const bareMeasures: Measure[] = [await drive(bareUrl, { pid: run.barePid })];
    const results: {
      route: Route;
      full: Measure;
      half: Measure | null;
      database: Measure | null;
      repeated: number;
      /** Bare Fastify's req/s beside this route: the mean of the measurements just before and just after it. */
      bare: number;
    }[] = [];
    for (const route of routes) {
      await coolDown();
      const repeatedBefore = route.pool?.repeated ?? 0;
      const full = await drive(`${baseOf(route)}${route.path}`, {
        pool: route.pool,
        method: route.method,
        pid: pidOf(route),
      });
      const repeated = (route.pool?.repeated ?? 0) - repeatedBefore;
      let half: Measure | null = null;
      let database: Measure | null = null;
      if (route.kind === 'read' || route.kind === 'platform') {
        await coolDown();
        half = await drive(`${appUrl}${route.path}`, { overallRate: Math.max(1, Math.floor(full.rps / 2)) });
      }
      if (route.kind === 'read') {
        await coolDown();
        database = await drive(`${run.uncachedUrl}${route.path}`);
      }
      await coolDown();
      bareMeasures.push(await drive(bareUrl, { pid: run.barePid }));
      const bare = ((bareMeasures.at(-2)?.rps ?? 0) + (bareMeasures.at(-1)?.rps ?? 0)) / 2;
      results.push({ route, full, half, database, repeated, bare });
      console.log(
        `  ${route.name}: ${Math.round(full.rps)} req/s (${ratioText(full.rps / bare)} bare Fastify beside it, ${Math.round(bare)} req/s), p50 ${full.p50} ms, p99 ${full.p99} ms${half ? `; at half rate p99 ${half.p99} ms` : ''}${database ? `; without the answer cache ${Math.round(database.rps)} req/s, p99 ${database.p99} ms` : ''}${full.non2xx + full.errors + full.timeouts > 0 ? `; ${full.non2xx} non-2xx, ${full.errors} errors, ${full.timeouts} timeouts` : ''}${repeated > 0 ? `; the ${route.pool?.name} pool ran out: ${repeated} requests repeated an item` : ''}`,
      );
    }

    let screen: ScanScreenResult | null = null;
    if (run.measuresScreen) {
      console.log('Timing scans on the start-activity screen in Chromium…');
      screen = await measureScanScreen(db, {
        appUrl,
        authSecret: run.authSecret,
        groupCount: quick ? 10 : 40,
      });
      console.log(
        `  ${screen.scans} scans: p50 ${screen.p50} ms, p95 ${screen.p95} ms, max ${screen.max} ms`,
      );
    }

    const count = counts.rows[0];
    const measureOf = (r: (typeof results)[number]): TBenchMeasure => ({
      rps: r.full.rps,
      bareRps: r.bare,
      failures: r.full.non2xx + r.full.errors + r.full.timeouts,
      repeated: r.repeated,
    });
    const floorResult = results.find((r) => r.route.path === WRITE_FLOOR_PATH);
    const floor = floorResult ? measureOf(floorResult) : null;
    /** Each route's budget and whether it is met; none for the floors and health. */
    const verdictOf = (r: (typeof results)[number]): TBenchVerdict | null => {
      if (r.route.kind === 'read') {
        return readVerdict({ ...measureOf(r), p99AtHalfRateMs: r.half?.p99 ?? null });
      }
      if (r.route.kind === 'write' && r.route.write) {
        return writeVerdict(r.route.write, measureOf(r), floor);
      }
      return null;
    };
    const meets = (r: (typeof results)[number]) => verdictOf(r)?.met ?? true;
    const metText = (verdict: TBenchVerdict) =>
      `${verdict.met ? 'met' : '**not met**'}${verdict.reason ? ` (${verdict.reason})` : ''}`;
    const bareRuns = bareMeasures.map((m) => m.rps);
    const bareCpu = bareMeasures.flatMap((m) => (m.cpu ? [m.cpu] : []));
    const median = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
    const bareCpuText =
      bareCpu.length > 0
        ? ` CPU per request of bare Fastify (medians): ${median(bareCpu.map((c) => c.serverMicros))} µs in its process + ${median(bareCpu.map((c) => c.benchMicros))} µs in autocannon, machine ${Math.round(median(bareCpu.map((c) => c.busyShare)) * 100)} % busy. The last column counts, over each route's full-rate measurement, the CPU of the process serving it, of every PostgreSQL process and of autocannon, divided by its requests; where both keep the machine busy, a route's ratio to bare is about bare's total over the route's.`
        : '';
    const lines = [
      `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${quick ? ' (--quick)' : ''}: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${postgres.rows[0]?.server_version}; ${size.activities.toLocaleString('en')} activities, ${count?.groups.toLocaleString('en')} groups, ${count?.bookings.toLocaleString('en')} bookings, ${count?.tickets.toLocaleString('en')} issued tickets; ${connections} connections, ${seconds} s per measurement; bare Fastify measured before the first route and after each (${Math.round(Math.min(...bareRuns))}–${Math.round(Math.max(...bareRuns))} req/s); each route's ratio is to the mean of the two bare measurements beside it.${floor ? " A write's budget is against the write floor of this run: its ratio to bare over the floor's (issue 33)." : ''}${bareCpuText}`,
      ...(results.length > 0
        ? [
            '',
            '| Route | req/s | p50 | p99 | bare Fastify beside it, req/s | ratio to bare | p99 at half rate | budget | without the answer cache: req/s, p50, p99 | errors | CPU per request: server + PostgreSQL + autocannon (machine busy) |',
            '|---|---|---|---|---|---|---|---|---|---|---|',
          ]
        : []),
      ...results.map((r) => {
        const { route, full, half, database } = r;
        const ratio = full.rps / r.bare;
        const verdict = verdictOf(r);
        const budget =
          route.kind === 'read' && verdict
            ? `≥ ${READ_BUDGET.ratioToBare}×, ≤ ${READ_BUDGET.p99AtHalfRateMs} ms: ${metText(verdict)}`
            : route.kind === 'write' && verdict
              ? `≥ ${verdict.budget}× the write floor: ${verdict.ratio === null ? '—' : ratioText(verdict.ratio)}, ${metText(verdict)}`
              : route.kind === 'floor'
                ? route.path === WRITE_FLOOR_PATH
                  ? "— (the most a route that writes can reach; the writes' budgets are set against it)"
                  : '— (the most a route that reads can reach)'
                : '—';
        const errors = [full, half, database].reduce(
          (sum, m) => sum + (m ? m.errors + m.non2xx + m.timeouts : 0),
          0,
        );
        const withoutCache = database
          ? `${Math.round(database.rps)} req/s, ${database.p50} ms, ${database.p99} ms`
          : '—';
        const ranOut = r.repeated > 0 ? ` (${r.repeated} repeated: the pool ran out)` : '';
        return `| ${route.name} \`${route.path.replace(detailsId ?? '', ':id').replace(busyTour?.id ?? '', ':busy')}\` | ${Math.round(full.rps)} | ${full.p50} ms | ${full.p99} ms | ${Math.round(r.bare)} | ${ratioText(ratio)} | ${half ? `${half.p99} ms` : '—'} | ${budget} | ${withoutCache} | ${errors}${ranOut} | ${cpuText(full.cpu)} |`;
      }),
      ...(screen
        ? [
            '',
            `Scan to answer on the start-activity screen (Chromium, 360 px, typed scans timed in the page, one ticket per participant of ${screen.groups} of today's generated groups): ${screen.scans} scans, p50 ${screen.p50} ms, p95 ${screen.p95} ms, max ${screen.max} ms; budget p95 ≤ ${SCAN_SCREEN_BUDGET_MS} ms: ${screen.p95 <= SCAN_SCREEN_BUDGET_MS ? 'met' : '**not met**'}.`,
          ]
        : []),
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
    const failed = results.filter((r) => !meets(r));
    process.exitCode = failed.length > 0 || (screen && screen.p95 > SCAN_SCREEN_BUDGET_MS) ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

await main();
