import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingMessages } from '@roteiro/domain/booking/booking';
import { ticketQrText } from '@roteiro/domain/checkin/qr';
import { checkinTexts } from '@roteiro/domain/checkin/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/database.ts';
import {
  createTestPaymentProvider,
  type TestPaymentProvider,
} from '../src/platform/payments/test-payment-provider.ts';
import { createBookableActivity, lisbonDayIn, moveGroupStart } from './bookings.ts';
import { createCompany } from './factories.ts';
import {
  buildServerBundle,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from './server-process.ts';
import { startTcpProxy } from './tcp-proxy.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from './test-app.ts';
import { dropDatabase } from './test-database.ts';

/**
 * Scale-out: two server processes (the production bundle) on one PostgreSQL database, started
 * together on an empty database (which they migrate and seed once between them), race for the same things through their HTTP APIs: the last place of a slot,
 * one ticket at start, one webhook delivered to both, one company transfer. Then one of them is killed
 * (SIGKILL) in the middle of checkouts, scans and starts, and the database is checked for half-applied changes.
 * Runs with the PostgreSQL project only (TEST_DATABASE_URL), as CI's `npm test` does.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

type Reply = {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: { message?: string } };
};

async function call(
  server: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Reply> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let body: Reply['body'] = {};
  try {
    body = text ? (JSON.parse(text) as Reply['body']) : {};
  } catch {
    body = { text };
  }
  return { status: res.status, headers: res.headers, body };
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;
  let db: Database['db'];
  let provider: TestPaymentProvider;
  let databaseName = '';
  const dataDirs: string[] = [];
  /** The environment of one more process on the same database (`databaseUrl` to reach it another way). */
  let envOf: (name: string, databaseUrl?: string) => Record<string, string>;
  let target: URL;

  beforeAll(async () => {
    await buildServerBundle();
    databaseName = `rt_scale_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    target = new URL(serverUrl ?? '');
    target.pathname = `/${databaseName}`;
    envOf = (name: string, databaseUrl = target.toString()) => {
      const dataDir = mkdtempSync(join(tmpdir(), `roteiro-scale-${name}-`));
      dataDirs.push(dataDir);
      return {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        // Each process has its own data directory, as on its own machine; what they share is the database and
        // the secret that signs the session cookies.
        DATA_DIR: dataDir,
        AUTH_SECRET: 'scale-out-test-secret-of-at-least-32-characters',
        // Both find the database empty: one seeds the demo data, the other waits for it.
        SEED_DEMO: 'true',
        // The test-mode provider's state in the database is part of what is shared (production asks for it).
        PAYMENTS_TEST_MODE: 'true',
        MAIL_DEV_MAILBOX: 'true',
        LOG_LEVEL: 'warn',
        THROTTLE_SCALE: '1000',
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
        TEST_DATABASE_URL: '',
      };
    };
    // Both start at once on the empty database: they migrate it together.
    [a, b] = await Promise.all([startServerProcess(envOf('a')), startServerProcess(envOf('b'))]);
    await Promise.all([waitForHealth(a), waitForHealth(b)]);
    // Its connections are dropped on purpose below: nothing to report.
    database = openPostgres(target.toString(), 4, () => undefined);
    db = database.db;
    provider = createTestPaymentProvider({ appUrl: a.url, db });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    if (databaseName) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await dropDatabase(admin, databaseName);
      await admin.end();
    }
    for (const dir of dataDirs) {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  /** A TCP proxy to the test database, and the database's address through it (to cut a process off it). */
  async function proxiedDatabase() {
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(target);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    return { proxy, throughProxy };
  }

  /** Signs in through one process; the cookie is then good on the other too. */
  async function signIn(server: ServerProcess, email: string): Promise<string> {
    const res = await fetch(`${server.url}/api/session/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  const checkoutBody = (activityId: string, day: string, startTime: string, participants = 1) => ({
    activityId,
    kind: 'shared',
    day,
    startTime,
    participants,
    clientName: 'Ana Silva',
    clientEmail: uniqueEmail('traveller'),
  });

  /** A booking checked out on `server` and paid on the other process's test-mode checkout page. */
  async function paidBooking(server: ServerProcess, activityId: string, day: string, participants: number) {
    const res = await call(server, 'POST', '/api/checkout', {
      body: checkoutBody(activityId, day, '10:00', participants),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booking = await db
      .selectFrom('booking')
      .select(['id', 'groupId', 'checkoutSessionId'])
      .where('reference', '=', String(res.body.reference))
      .executeTakeFirstOrThrow();
    const other = server === a ? b : a;
    const paid = await fetch(`${other.url}/test-provider/checkout/${booking.checkoutSessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    return booking;
  }

  /** A group of today with one paid booking (its tickets), staffed by the given companies. */
  async function todayGroup(companyIds: string[], participants = 2) {
    const activity = await createBookableActivity(db, {
      sharedTimeSlots: ['10:00'],
      privateTimeSlots: ['10:00'],
    });
    const booking = await paidBooking(a, activity.id, lisbonDayIn(3), participants);
    await moveGroupStart(db, booking.groupId, new Date());
    for (const companyId of companyIds) {
      await db
        .insertInto('group_allocation')
        .values({ groupId: booking.groupId, companyId, joinedNOfSeats: 8, nOfSeats: 8, numberOfVehicles: 2 })
        .execute();
    }
    const tickets = await db
      .selectFrom('issued_ticket as t')
      .innerJoin('participant as p', 'p.id', 't.participantId')
      .select(['t.ticketNumber', 'p.id as participantId'])
      .where('p.groupId', '=', booking.groupId)
      .orderBy('t.ticketNumber')
      .execute();
    expect(tickets).toHaveLength(participants);
    return {
      groupId: booking.groupId,
      qrTexts: tickets.map((ticket) => ticketQrText({ groupId: booking.groupId, ...ticket })),
    };
  }

  async function signedInCompany(name: string) {
    const company = await createCompany(db, { name });
    return { id: company.id, cookie: await signIn(a, company.email) };
  }

  it('migrated and seeded the empty database once between them', async () => {
    const admins = await db
      .selectFrom('user')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('email', '=', 'admin@roteiro.test')
      .executeTakeFirstOrThrow();
    expect(admins.n).toBe(1);
    expect((await call(b, 'GET', '/api/health')).status).toBe(200);
  });

  it('sells the last place of a slot once: one checkout wins, the other gets a clear 409', async () => {
    const activity = await createBookableActivity(db, { maxNumOfParticipants: 2 });
    for (const [index, day] of [lisbonDayIn(3), lisbonDayIn(4), lisbonDayIn(5)].entries()) {
      const first = await call(index % 2 ? a : b, 'POST', '/api/checkout', {
        body: checkoutBody(activity.id, day, '10:00'),
      });
      expect(first.status).toBe(201);
      const race = await Promise.all(
        [a, b].map((server) =>
          call(server, 'POST', '/api/checkout', { body: checkoutBody(activity.id, day, '10:00') }),
        ),
      );
      expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(race.find((r) => r.status === 409)?.body.error?.message).toBe(bookingMessages.notEnoughPlaces);
      const group = await db
        .selectFrom('activity_group')
        .select(['id', 'groupSize', 'capacity'])
        .where('activityId', '=', activity.id)
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      expect(group).toMatchObject({ groupSize: 2, capacity: 2 });
      const held = await db
        .selectFrom('booking')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('groupId', '=', group.id)
        .where('status', '=', 'pending')
        .where('checkoutSessionId', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(held.n).toBe(2);
    }
  }, 60_000);

  it('validates one ticket once when two companies scan it and start with it on two processes', async () => {
    const [first, second] = await Promise.all([signedInCompany('Tejo Race'), signedInCompany('Douro Race')]);
    const group = await todayGroup([first.id, second.id]);
    const [qrText] = group.qrTexts;
    const scans = await Promise.all(
      [
        [a, first],
        [b, second],
      ].map(([server, company]) =>
        call(server as ServerProcess, 'POST', `/api/guider/groups/${group.groupId}/scan`, {
          cookie: (company as { cookie: string }).cookie,
          body: { qrText, addedTicketNumbers: [] },
        }),
      ),
    );
    expect(scans.map((s) => s.status)).toEqual([200, 200]);

    const starts = await Promise.all(
      [
        [a, first],
        [b, second],
      ].map(([server, company]) =>
        call(server as ServerProcess, 'POST', `/api/guider/groups/${group.groupId}/start`, {
          cookie: (company as { cookie: string }).cookie,
          body: { idempotencyKey: randomUUID(), tickets: [qrText] },
        }),
      ),
    );
    expect(starts.map((s) => s.status).sort()).toEqual([200, 409]);
    const winner = starts.find((s) => s.status === 200);
    expect(winner?.body.validated).toHaveLength(1);
    expect(starts.find((s) => s.status === 409)?.body.error?.message).toBe(messages.ticketAlreadyValidated);
    const runs = await db
      .selectFrom('activity_run')
      .select(['id', 'numOfScannedTickets'])
      .where('groupId', '=', group.groupId)
      .execute();
    expect(runs).toEqual([
      { id: (winner?.body.run as { id: string } | undefined)?.id, numOfScannedTickets: 1 },
    ]);

    // One company starting one group from two phones (two keys) on two processes: one run.
    const third = await signedInCompany('Sado Race');
    const own = await todayGroup([third.id]);
    const twice = await Promise.all(
      [a, b].map((server) =>
        call(server, 'POST', `/api/guider/groups/${own.groupId}/start`, {
          cookie: third.cookie,
          body: { idempotencyKey: randomUUID(), tickets: own.qrTexts },
        }),
      ),
    );
    expect(twice.map((s) => s.status).sort()).toEqual([200, 409]);
    expect(twice.find((s) => s.status === 409)?.body.error?.message).toBe(checkinTexts.alreadyStarted);
    const ownRuns = await db
      .selectFrom('activity_run')
      .select('numOfScannedTickets')
      .where('groupId', '=', own.groupId)
      .execute();
    expect(ownRuns).toEqual([{ numOfScannedTickets: 2 }]);
  }, 90_000);

  it('acts once on one provider webhook delivered to both processes', async () => {
    const activity = await createBookableActivity(db);
    const res = await call(b, 'POST', '/api/checkout', {
      body: checkoutBody(activity.id, lisbonDayIn(6), '14:00', 3),
    });
    expect(res.status).toBe(201);
    const booking = await db
      .selectFrom('booking')
      .select(['id', 'checkoutSessionId'])
      .where('reference', '=', String(res.body.reference))
      .executeTakeFirstOrThrow();
    const { webhook } = await provider.completeTestCheckout(booking.checkoutSessionId ?? '');
    const deliveries = await Promise.all(
      [a, b].map((server) =>
        fetch(`${server.url}/api/payments/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signatureHeader },
          body: webhook.payload,
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { duplicate: boolean } })),
      ),
    );
    expect(deliveries.map((d) => d.status)).toEqual([200, 200]);
    expect(deliveries.map((d) => d.body.duplicate).sort()).toEqual([false, true]);
    const paid = await db
      .selectFrom('booking as b')
      .select((eb) => [
        'b.status',
        eb
          .selectFrom('issued_ticket as t')
          .innerJoin('participant as p', 'p.id', 't.participantId')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('p.bookingId', '=', 'b.id')
          .as('tickets'),
        eb
          .selectFrom('money_movement as m')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('m.bookingId', '=', 'b.id')
          .as('movements'),
      ])
      .where('b.id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ status: 'paid', tickets: 3, movements: 1 });
  }, 60_000);

  it('transfers one run once when two admins ask two processes at the same moment', async () => {
    const company = await signedInCompany('Minho Race');
    const group = await todayGroup([company.id], 1);
    const started = await call(b, 'POST', `/api/guider/groups/${group.groupId}/start`, {
      cookie: company.cookie,
      body: { idempotencyKey: randomUUID(), tickets: group.qrTexts },
    });
    expect(started.status).toBe(200);
    const runId = (started.body.run as { id: string }).id;
    expect(
      (await call(a, 'POST', `/api/guider/runs/${runId}/finish`, { cookie: company.cookie })).status,
    ).toBe(200);
    // The company's payment account, onboarded at the (shared) test-mode provider.
    const { accountId } = await provider.createConnectedAccount({
      email: 'minho@example.test',
      country: 'PT',
      metadata: {},
    });
    await provider.completeTestOnboarding(accountId);
    await db
      .updateTable('company')
      .set({ paymentAccountId: accountId, hasFinishedSetUp: true })
      .where('id', '=', company.id)
      .execute();

    const admin = await createUser(db, 'admin');
    const cookie = await signIn(b, admin.email);
    const transfers = await Promise.all(
      [a, b].map((server) =>
        call(server, 'POST', '/api/admin/payments/transfers', { cookie, body: { runIds: [runId] } }),
      ),
    );
    expect(transfers.map((t) => t.status)).toEqual([200, 200]);
    const outcomes = transfers.map((t) => (t.body.results as { outcome: string; transferId: string }[])[0]);
    expect(outcomes.map((o) => o?.outcome).sort()).toEqual(['alreadyTransferred', 'transferred']);
    expect(outcomes[0]?.transferId).toBe(outcomes[1]?.transferId);
    const atProvider = await db
      .selectFrom('test_provider_transfer')
      .select(['id', 'amountCents'])
      .where('transferGroup', '=', `run_${runId}`)
      .execute();
    expect(atProvider).toEqual([{ id: outcomes[0]?.transferId, amountCents: 4000 }]);
    const ledger = await db
      .selectFrom('money_movement')
      .select(['kind', 'amountCents', 'providerRef'])
      .where('runId', '=', runId)
      .execute();
    expect(ledger).toEqual([
      { kind: 'company_transfer', amountCents: 4000, providerRef: outcomes[0]?.transferId },
    ]);
  }, 60_000);

  it('keeps serving when PostgreSQL drops every connection (a failover or restart of a managed database)', async () => {
    const activity = await createBookableActivity(db, { sharedTimeSlots: ['10:00'] });
    const checkout = (server: ServerProcess) =>
      call(server, 'POST', '/api/checkout', { body: checkoutBody(activity.id, lisbonDayIn(4), '10:00') });
    // Both pools hold idle connections, as between requests.
    for (const server of [a, b]) {
      expect((await checkout(server)).status).toBe(201);
    }
    const { rows } = await sql<{ terminated: number }>`
      select count(*)::int as terminated from (
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
      ) as dropped`.execute(db);
    expect(rows[0]?.terminated).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const server of [a, b]) {
      expect(server.child.exitCode, `${server.url} exited: ${server.stderr()}`).toBeNull();
      expect((await call(server, 'GET', '/api/health')).status).toBe(200);
      expect((await checkout(server)).status).toBe(201);
    }
  }, 60_000);

  it('answers 503 with Retry-After while it cannot reach the database, and serves again once it can', async () => {
    const activity = await createBookableActivity(db, { sharedTimeSlots: ['10:00'] });
    const { proxy, throughProxy } = await proxiedDatabase();
    const c = await startServerProcess(envOf('c', throughProxy.toString()));
    try {
      await waitForHealth(c);
      const checkout = () =>
        call(c, 'POST', '/api/checkout', { body: checkoutBody(activity.id, lisbonDayIn(4), '10:00') });
      expect((await checkout()).status).toBe(201);

      await proxy.cut();
      for (const [method, path] of [
        ['GET', '/api/health'],
        ['GET', `/api/activities/${activity.id}`],
        ['POST', '/api/checkout'],
      ] as const) {
        const res = await call(c, method, path, {
          body: method === 'POST' ? checkoutBody(activity.id, lisbonDayIn(4), '10:00') : undefined,
        });
        expect(res.status, path).toBe(503);
        expect(res.headers.get('retry-after'), path).toBe('5');
        expect(res.body, path).toEqual({
          error: { code: 'UNAVAILABLE', message: messages.unexpected, text: { id: 'messages.unexpected' } },
        });
      }
      expect(c.child.exitCode, c.stderr()).toBeNull();

      await proxy.resume();
      await waitForHealth(c);
      expect((await checkout()).status).toBe(201);
    } finally {
      await c.stop();
      await proxy.close();
    }
  }, 60_000);

  it('opens no more connections than DATABASE_POOL_SIZE, plus the 4 of the outbox, however many requests come at once', async () => {
    // Its connections carry a name of their own, to count them among the other processes'.
    const named = new URL(target);
    named.searchParams.set('application_name', 'roteiro-pool-size-test');
    const p = await startServerProcess({ ...envOf('p', named.toString()), DATABASE_POOL_SIZE: '2' });
    try {
      await waitForHealth(p);
      const countConnections = async () => {
        const { rows } = await sql<{ connections: number }>`
          select count(*)::int as connections from pg_stat_activity
          where datname = current_database() and application_name = 'roteiro-pool-size-test'`.execute(db);
        return rows[0]?.connections ?? 0;
      };
      let most = 0;
      for (let round = 0; round < 5; round++) {
        const burst = Promise.all(Array.from({ length: 100 }, () => call(p, 'GET', '/api/health')));
        most = Math.max(most, await countConnections());
        const replies = await burst;
        expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
        most = Math.max(most, await countConnections());
      }
      // The pool's 2 and the outbox's connections were seen, and never more than 2 + 4.
      expect(most).toBeGreaterThan(2);
      expect(most).toBeLessThanOrEqual(2 + 4);
    } finally {
      await p.stop();
    }
  }, 60_000);

  it('waits at start for a database that cannot be reached yet, and says so and exits when it never comes', async () => {
    const { proxy, throughProxy } = await proxiedDatabase();
    await proxy.cut();
    // Started before its database (as when both start together): it waits instead of failing.
    const waiting = await startServerProcess(envOf('d', throughProxy.toString()), { stdout: 'pipe' });
    // Given up after a second: what it could not reach and what to check, then exit code 1.
    const giving = await startServerProcess(
      { ...envOf('e', throughProxy.toString()), DATABASE_WAIT_SECONDS: '1' },
      { stdout: 'pipe' },
    );
    try {
      // However long the processes take to start on a busy machine.
      await expect
        .poll(waiting.stdout, { timeout: 30_000 })
        .toContain(`database: 127.0.0.1:${proxy.port}/${databaseName} cannot be reached yet`);
      await expect.poll(() => giving.child.exitCode, { timeout: 30_000 }).toBe(1);
      // Still waiting, a second past the other's whole wait.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(waiting.child.exitCode, waiting.stderr()).toBeNull();
      expect(giving.stdout()).toContain(
        `database: cannot use 127.0.0.1:${proxy.port}/${databaseName}: connect ECONNREFUSED`,
      );
      expect(giving.stdout()).toContain('Is it running, and is DATABASE_URL right?');
      // Named by host, port and database only: the connection string and its credentials are not logged.
      expect(giving.stdout()).not.toContain(throughProxy.toString());

      await proxy.resume();
      await waitForHealth(waiting, 30_000);
    } finally {
      await Promise.all([waiting.stop(), giving.stop()]);
      await proxy.close();
    }
  }, 120_000);

  /** A role of its own on the test database, with the app's rights, as a managed database's application user. */
  async function limitedRole(name: string) {
    const role = `rt_${name}_${process.pid}`;
    await sql`${sql.raw(`create role ${role} login`)}`.execute(db);
    for (const what of [
      'schema',
      'all tables in schema',
      'all sequences in schema',
      'all functions in schema',
    ]) {
      await sql`${sql.raw(`grant all on ${what} public, pgboss to ${role}`)}`.execute(db);
    }
    const url = new URL(target);
    url.username = role;
    url.password = '';
    return {
      url,
      limit: (connections: number) =>
        sql`${sql.raw(`alter role ${role} connection limit ${connections}`)}`.execute(db),
      drop: async () => {
        await sql`${sql.raw(`drop owned by ${role}`)}`.execute(db);
        await sql`${sql.raw(`drop role ${role}`)}`.execute(db);
      },
    };
  }

  it('answers 503 with Retry-After when PostgreSQL has no connection left for it, and serves again once it has', async () => {
    const role = await limitedRole('serving');
    const p = await startServerProcess({ ...envOf('r', role.url.toString()), PUBLIC_CACHE_SECONDS: '0' });
    try {
      await waitForHealth(p);
      // The limit is reached: what it holds still serves, a request that needs one more connection cannot.
      const { rows } = await sql<{ open: number }>`
        select count(*)::int as open from pg_stat_activity where usename = ${role.url.username}`.execute(db);
      await role.limit(rows[0]?.open ?? 0);
      const replies = await Promise.all(
        Array.from({ length: 200 }, () => call(p, 'GET', '/api/activities?search=lisbon')),
      );
      const refused = replies.filter((reply) => reply.status !== 200);
      expect(refused.length).toBeGreaterThan(0);
      for (const reply of refused) {
        expect(reply.status).toBe(503);
        expect(reply.headers.get('retry-after')).toBe('5');
        expect(reply.body.error).toMatchObject({ code: 'UNAVAILABLE' });
      }
      await role.limit(-1);
      expect((await call(p, 'GET', '/api/activities?search=porto')).status).toBe(200);
      expect(p.child.exitCode, p.stderr()).toBeNull();
    } finally {
      await p.stop();
      await role.drop();
    }
  }, 60_000);

  it('says how many connections it opens when PostgreSQL has none left for it at start, and exits', async () => {
    // A role allowed two connections (a small managed plan's limit, reached): the process opens more.
    const role = await limitedRole('starting');
    await role.limit(2);
    const p = await startServerProcess(
      { ...envOf('q', role.url.toString()), DATABASE_POOL_SIZE: '3' },
      { stdout: 'pipe' },
    );
    try {
      await expect.poll(() => p.child.exitCode, { timeout: 30_000 }).toBe(1);
      expect(p.fatalMessages()).toEqual([
        `database: cannot use ${target.host}/${databaseName}: too many connections for role "${role.url.username}". PostgreSQL has no connection left for this process, which opens up to 7 (DATABASE_POOL_SIZE 3, and 4 for the outbox): lower DATABASE_POOL_SIZE, or raise max_connections or the connection limit of the role or database (README, "Scale")`,
      ]);
      // One line, not an unhandled error's stack on stderr.
      expect(p.stderr()).not.toContain('too many connections');
    } finally {
      await p.stop();
      await role.drop();
    }
  }, 60_000);

  it('leaves nothing half-applied when one process is killed in the middle of checkouts, scans and starts', async () => {
    const since = new Date(Date.now() - 60_000);
    const activities = await Promise.all([1, 2, 3].map(() => createBookableActivity(db)));
    const slots = activities.flatMap((activity) =>
      [3, 4, 5].flatMap((days) =>
        ['10:00', '14:00'].map((time) => ({ id: activity.id, day: lisbonDayIn(days), time })),
      ),
    );
    const companies = [];
    for (let i = 0; i < 6; i++) {
      companies.push(await signedInCompany(`Kill Test ${i}`));
    }
    const groups: ({ company: { id: string; cookie: string } } & Awaited<ReturnType<typeof todayGroup>>)[] =
      [];
    for (const company of companies) {
      groups.push({ company, ...(await todayGroup([company.id])) });
    }

    const outcomes: { server: 'a' | 'b'; kind: string; status: number | 'network'; reference?: string }[] =
      [];
    const send = async (
      server: ServerProcess,
      kind: string,
      path: string,
      options: { body?: unknown; cookie?: string },
    ) => {
      try {
        const res = await call(server, 'POST', path, options);
        outcomes.push({
          server: server === a ? 'a' : 'b',
          kind,
          status: res.status,
          reference: typeof res.body.reference === 'string' ? res.body.reference : undefined,
        });
        return res;
      } catch {
        outcomes.push({ server: server === a ? 'a' : 'b', kind, status: 'network' });
        return null;
      }
    };
    let running = true;
    const checkouts = Array.from({ length: 12 }, async (_, worker) => {
      const server = worker % 2 ? b : a;
      for (let i = 0; running && server.child.exitCode === null && server.child.signalCode === null; i++) {
        const slot = slots[(worker * 7 + i) % slots.length];
        if (slot) {
          await send(server, 'checkout', '/api/checkout', {
            body: checkoutBody(slot.id, slot.day, slot.time, 1 + ((worker + i) % 2)),
          });
        }
      }
    });
    const scans = Array.from({ length: 4 }, async (_, worker) => {
      const server = worker % 2 ? b : a;
      for (let i = 0; running && server.child.exitCode === null && server.child.signalCode === null; i++) {
        const group = groups[(worker + i) % groups.length];
        if (group) {
          await send(server, 'scan', `/api/guider/groups/${group.groupId}/scan`, {
            cookie: group.company.cookie,
            body: { qrText: group.qrTexts[0], addedTicketNumbers: [] },
          });
        }
      }
    });
    // Starts: half through the process that is killed, sent around the moment it is killed.
    const startKeys = groups.map(() => randomUUID());
    const startBody = (index: number) => ({
      idempotencyKey: startKeys[index],
      tickets: groups[index]?.qrTexts,
    });
    const starts = groups.map(async (group, index) => {
      await new Promise((resolve) => setTimeout(resolve, 250 + index * 40));
      await send(index % 2 ? b : a, 'start', `/api/guider/groups/${group.groupId}/start`, {
        cookie: group.company.cookie,
        body: startBody(index),
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await b.kill();
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all([...checkouts, ...scans, ...starts]);

    // Nothing answered 5xx; the killed process's requests failed or answered; the survivor answered them all.
    expect(outcomes.filter((o) => o.status !== 'network' && o.status >= 500)).toEqual([]);
    expect(outcomes.filter((o) => o.server === 'a' && o.status === 'network')).toEqual([]);
    expect(outcomes.filter((o) => o.kind === 'checkout' && o.server === 'b').length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.kind === 'checkout' && o.status === 201).length).toBeGreaterThan(0);

    // The phones whose start went to the killed process send it again (same key) to the survivor: every group
    // ends with exactly one run that validated both of its tickets, whether the first try committed or not.
    for (const [index, group] of groups.entries()) {
      const again = await call(a, 'POST', `/api/guider/groups/${group.groupId}/start`, {
        cookie: group.company.cookie,
        body: startBody(index),
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((again.body.validated as string[]).length).toBe(2);
    }

    // Every answered checkout holds its places, with its provider session.
    const answered = outcomes
      .filter((o) => o.kind === 'checkout' && o.status === 201)
      .map((o) => o.reference ?? '');
    const kept = await db
      .selectFrom('booking')
      .select(['reference', 'status', 'checkoutSessionId'])
      .where('reference', 'in', answered)
      .execute();
    expect(kept).toHaveLength(answered.length);
    expect(kept.filter((booking) => booking.status !== 'pending' || !booking.checkoutSessionId)).toEqual([]);

    // Every group holds exactly the places of its pending and paid bookings.
    const places = await sql<{ id: string }>`
      select g."id" from "activity_group" g
      left join "booking" b on b."groupId" = g."id" and b."status" in ('pending', 'paid')
      group by g."id" having g."groupSize" <> coalesce(sum(b."participantCount"), 0)
    `.execute(db);
    expect(places.rows).toEqual([]);
    // Every validated ticket belongs to a run (or was validated by a vendor at the counter, which needs no run:
    // the demo seed has such a scan), and every run counts exactly the tickets it validated.
    const tickets = await sql<{ id: string }>`
      select t."id" from "issued_ticket" t left join "activity_run" r on r."id" = t."runId"
      where (t."validatedAt" is not null) <> (r."id" is not null)
        and not (r."id" is null and exists (select 1 from "vendor" v where v."userId" = t."validatedBy"))
    `.execute(db);
    expect(tickets.rows).toEqual([]);
    // (Runs started through the app: the demo seed writes past runs without their tickets.)
    const runs = await sql<{ id: string }>`
      select r."id" from "activity_run" r
      where r."startTime" >= ${since}
        and (r."numOfScannedTickets" <> (select count(*) from "issued_ticket" t where t."runId" = r."id")
          or r."numOfScannedTickets" = 0)
    `.execute(db);
    expect(runs.rows).toEqual([]);
    // Paid bookings have their participant, tickets and charge; refunded ones keep their participant and charge
    // (beside the refund); unpaid ones have none of these (no orphan rows).
    const bookings = await sql<{ id: string }>`
      select b."id" from "booking" b
      left join "participant" p on p."bookingId" = b."id"
      left join "issued_ticket" t on t."participantId" = p."id"
      group by b."id"
      having (b."status" in ('paid', 'refunded')) <> (count(p."id") > 0)
        or (b."status" = 'paid' and count(t."id") <> b."participantCount")
        or (b."status" in ('paid', 'refunded')) <> exists (
          select 1 from "money_movement" m where m."bookingId" = b."id" and m."kind" = 'charge')
    `.execute(db);
    expect(bookings.rows).toEqual([]);
    const sessions = await sql<{ id: string }>`
      select b."id" from "booking" b where b."checkoutSessionId" is not null
        and not exists (select 1 from "test_provider_checkout_session" s where s."id" = b."checkoutSessionId")
    `.execute(db);
    expect(sessions.rows).toEqual([]);

    // The survivor still sells.
    const slot = slots[0];
    const after = await call(a, 'POST', '/api/checkout', {
      body: checkoutBody(slot?.id ?? '', lisbonDayIn(7), '10:00'),
    });
    expect(after.status).toBe(201);
  }, 180_000);
});
