import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createSmtpMailer } from '../mail/smtp-mailer.ts';
import type { OutboxJob } from './jobs.ts';
import { createOutbox, DEFAULT_OUTBOX_RETRY, type Outbox, type OutboxLog } from './outbox.ts';

type Opened = { database: Database; connectionString?: string; dispose: () => Promise<void> };
type Backend = { name: string; open: () => Promise<Opened> };

const pgliteBackend: Backend = {
  name: 'pglite',
  open: async () => ({ database: await openPglite(), dispose: async () => undefined }),
};

function postgresBackend(url: string): Backend {
  return {
    name: 'postgres',
    open: async () => {
      const name = `outbox_test_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      return {
        database: openPostgres(target.toString(), 5),
        connectionString: target.toString(),
        dispose: async () => {
          // pool.end() resolves before its sockets close; a forced drop would kill them mid-goodbye.
          for (let i = 0; i < 40; i++) {
            const { rows } = await admin.query<{ n: number }>(
              'select count(*)::int as n from pg_stat_activity where datname = $1',
              [name],
            );
            if (rows[0]?.n === 0) {
              break;
            }
            await sleep(50);
          }
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        },
      };
    },
  };
}

const backends = [
  pgliteBackend,
  ...(process.env.TEST_DATABASE_URL ? [postgresBackend(process.env.TEST_DATABASE_URL)] : []),
];

type LogEntry = { level: 'info' | 'warn' | 'error'; obj: Record<string, unknown>; msg: string };

function recordingLog(entries: LogEntry[]): OutboxLog {
  const at = (level: LogEntry['level']) => (obj: object, msg: string) => {
    entries.push({ level, obj: obj as Record<string, unknown>, msg });
  };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

async function waitFor(
  what: string,
  predicate: () => boolean | Promise<boolean>,
  timeoutMs = 8000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const mail = (subject: string): OutboxJob => ({
  kind: 'mail.send',
  payload: { to: 'ana@example.pt', subject, text: 'Olá' },
});

describe.each(backends)('outbox on $name', (backend) => {
  let opened: Opened;
  let outbox: Outbox;
  const logEntries: LogEntry[] = [];
  /** Handler calls, keyed by mail subject / chat id / idempotency key. */
  const attempts = new Map<string, number[]>();
  /** Keys whose handler throws on the given attempt. */
  const failOn = new Map<string, (attempt: number) => boolean>();

  const deliver = async (key: string, attempt: number) => {
    attempts.set(key, [...(attempts.get(key) ?? []), attempt]);
    if (failOn.get(key)?.(attempt)) {
      throw new Error(`${key} is down (attempt ${attempt})`);
    }
  };
  const callsOf = (key: string) => attempts.get(key)?.length ?? 0;

  const jobState = async (id: string) => {
    const { rows } = await sql<{
      state: string;
    }>`select state::text as state from pgboss.job where id = ${id}`.execute(opened.database.db);
    return rows[0]?.state;
  };

  const commitJob = (job: OutboxJob) =>
    opened.database.db.transaction().execute((trx) => outbox.enqueue(trx, job));

  beforeAll(async () => {
    opened = await backend.open();
    await migrateToLatest(opened.database.db);
    // The "change that causes the job", in a table of this test's own.
    await sql`create table outbox_test_change (note text not null)`.execute(opened.database.db);
    outbox = createOutbox({
      database: opened.database,
      connectionString: opened.connectionString,
      log: recordingLog(logEntries),
      pollingIntervalSeconds: 0.5,
      retry: { limit: 2, delaySeconds: 0, backoff: false },
      stopTimeoutMs: 1000,
      scheduleCheckSeconds: 1,
    });
    await outbox.start();
    await outbox.work({
      'mail.send': (payload, { attempt }) => deliver(payload.subject, attempt),
      'chat.send': (payload, { attempt }) => deliver(payload.chatId, attempt),
      'provider.call': (payload, { attempt }) => deliver(payload.idempotencyKey, attempt),
    });
  });

  afterAll(async () => {
    await outbox?.stop();
    await opened?.database.close();
    await opened?.dispose();
  });

  it('never delivers a job whose transaction rolled back', async () => {
    await expect(
      opened.database.db.transaction().execute(async (trx) => {
        await sql`insert into outbox_test_change (note) values ('rolled back')`.execute(trx);
        await outbox.enqueue(trx, mail('rolled back'));
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    // Jobs are fetched in creation order: once a later job is delivered, the worker has been past this point.
    await commitJob(mail('after the rollback'));
    await waitFor('the later job', () => callsOf('after the rollback') === 1);

    expect(callsOf('rolled back')).toBe(0);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job where data->>'subject' = 'rolled back'`.execute(
      opened.database.db,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('delivers a committed job exactly once', async () => {
    const id = await commitJob(mail('welcome'));

    await waitFor('delivery', () => callsOf('welcome') === 1);
    await waitFor('completion', async () => (await jobState(id)) === 'completed');
    // Jobs are fetched in creation order: once two later jobs are delivered, the worker has polled past it twice.
    for (const later of ['after welcome 1', 'after welcome 2']) {
      await commitJob(mail(later));
      await waitFor(later, () => callsOf(later) === 1);
    }
    expect(attempts.get('welcome')).toEqual([1]);
  });

  it('retries a failing handler until it succeeds', async () => {
    failOn.set('flaky', (attempt) => attempt <= 2);
    const id = await commitJob(mail('flaky'));

    await waitFor('the third attempt to complete', async () => (await jobState(id)) === 'completed');
    expect(attempts.get('flaky')).toEqual([1, 2, 3]);
    const warnings = logEntries.filter((e) => e.obj.jobId === id);
    expect(warnings.map((e) => [e.level, e.msg])).toEqual([
      ['warn', 'outbox job failed, will retry'],
      ['warn', 'outbox job failed, will retry'],
    ]);
  });

  it('ends failed after the retry limit, lists it with its error, and can retry it', async () => {
    for (const key of ['smtp', 'chat-42', 'refund-7']) {
      failOn.set(key, () => true);
    }
    const mailId = await commitJob(mail('smtp'));
    const chatId = await commitJob({
      kind: 'chat.send',
      payload: { chatId: 'chat-42', text: 'New booking' },
    });
    const callId = await commitJob({
      kind: 'provider.call',
      payload: { operation: 'refund', args: { amount: 1200 }, idempotencyKey: 'refund-7' },
    });
    const ids = [mailId, chatId, callId];

    await waitFor('all three to fail for good', async () => {
      const states = await Promise.all(ids.map(jobState));
      return states.every((s) => s === 'failed');
    });
    expect(attempts.get('smtp')).toEqual([1, 2, 3]);
    for (const id of ids) {
      expect(logEntries.filter((e) => e.obj.jobId === id && e.level === 'error')).toEqual([
        expect.objectContaining({ msg: 'outbox job failed for good' }),
      ]);
    }
    expect(logEntries.find((e) => e.obj.jobId === mailId && e.level === 'error')?.obj).toMatchObject({
      kind: 'mail.send',
      err: expect.any(Error),
    });

    const all = await outbox.listFailed({ page: 1, pageSize: 50 });
    expect(all.total).toBe(3);
    expect(all.jobs.find((j) => j.id === mailId)).toMatchObject({
      kind: 'mail.send',
      summary: 'to ana@example.pt: smtp',
      error: 'smtp is down (attempt 3)',
      attempts: 3,
      createdAt: expect.any(Date),
    });
    expect(all.jobs.find((j) => j.id === callId)).toMatchObject({
      kind: 'provider.call',
      summary: 'refund (refund-7)',
    });
    // Newest failure first, and pages are cut in SQL.
    const failedAt = all.jobs.map((j) => j.failedAt?.getTime() ?? 0);
    expect(failedAt).toEqual([...failedAt].sort((a, b) => b - a));
    const first = await outbox.listFailed({ page: 1, pageSize: 2 });
    const second = await outbox.listFailed({ page: 2, pageSize: 2 });
    expect([...first.jobs, ...second.jobs].map((j) => j.id)).toEqual(all.jobs.map((j) => j.id));
    expect(second.jobs).toHaveLength(1);

    failOn.delete('smtp');
    expect(await outbox.retry(mailId)).toBe(true);
    await waitFor('the retried job to complete', async () => (await jobState(mailId)) === 'completed');
    expect(attempts.get('smtp')).toEqual([1, 2, 3, 4]);
    expect((await outbox.listFailed({ page: 1, pageSize: 50 })).jobs.map((j) => j.id)).not.toContain(mailId);
    expect(await outbox.retry(mailId)).toBe(false);
  });

  it('enqueues inside a long transaction while the worker is polling, without deadlock', async () => {
    const ids = await opened.database.db.transaction().execute(async (trx) => {
      const first = await outbox.enqueue(trx, mail('in a long transaction 1'));
      await sleep(700); // the workers' next polls queue up behind this transaction on PGlite
      const second = await outbox.enqueue(trx, mail('in a long transaction 2'));
      await sql`insert into outbox_test_change (note) values ('long transaction')`.execute(trx);
      return [first, second];
    });

    await waitFor(
      'both deliveries',
      () => callsOf('in a long transaction 1') + callsOf('in a long transaction 2') === 2,
    );
    // A job is marked completed just after its handler returns: wait for that too.
    await waitFor('both jobs completed', async () =>
      (await Promise.all(ids.map(jobState))).every((state) => state === 'completed'),
    );
    expect(callsOf('in a long transaction 1')).toBe(1);
    expect(callsOf('in a long transaction 2')).toBe(1);
  });

  it('runs a scheduled task once per occurrence, and logs a failing one without retrying it', async () => {
    // Within one minute, so the every-minute schedule owes exactly one occurrence.
    await waitFor('a minute with room for the test', () => new Date().getUTCSeconds() < 35, 30_000);
    let runs = 0;
    await outbox.schedule({
      name: 'test.every-minute',
      cron: '* * * * *',
      run: async () => {
        runs += 1;
      },
    });
    await outbox.schedule({
      name: 'test.failing',
      cron: '* * * * *',
      run: async () => {
        throw new Error('the task broke');
      },
    });
    await waitFor('the first run', () => runs > 0, 15_000);
    const firstRun = Date.now();
    // More checks of the scheduler, and nothing left to forward or run.
    await waitFor(
      'more checks',
      async () => {
        const { rows } = await sql<{ checkedAt: Date | null; pending: number }>`
          select (select cron_on from pgboss.version) as "checkedAt",
            (select count(*)::int from pgboss.job
             where name in ('test.every-minute', 'test.failing', '__pgboss__send-it')
               and state in ('created', 'retry', 'active')) as "pending"`.execute(opened.database.db);
        const row = rows[0];
        return Boolean(
          row?.checkedAt && new Date(row.checkedAt).getTime() > firstRun + 3000 && row.pending === 0,
        );
      },
      20_000,
    );
    expect(runs).toBe(1);
    const { rows } = await sql<{ name: string; state: string }>`
      select name, state::text as state from pgboss.job
      where name in ('test.every-minute', 'test.failing') order by name`.execute(opened.database.db);
    expect(rows).toEqual([
      { name: 'test.every-minute', state: 'completed' },
      { name: 'test.failing', state: 'failed' },
    ]);
    expect(logEntries.filter((e) => e.obj.task === 'test.failing')).toEqual([
      expect.objectContaining({ level: 'error', msg: 'scheduled task failed' }),
    ]);
  }, 60_000);

  it('stores the production retry policy on each job', async () => {
    const defaults = createOutbox({
      database: opened.database,
      connectionString: opened.connectionString,
      log: recordingLog([]),
    });
    await defaults.start();
    try {
      const id = await opened.database.db
        .transaction()
        .execute((trx) => defaults.enqueue(trx, mail('defaults')));
      const { rows } = await sql<{ retry_limit: number; retry_delay: number; retry_backoff: boolean }>`
        select retry_limit, retry_delay, retry_backoff from pgboss.job where id = ${id}`.execute(
        opened.database.db,
      );
      expect(rows[0]).toEqual({
        retry_limit: DEFAULT_OUTBOX_RETRY.limit,
        retry_delay: DEFAULT_OUTBOX_RETRY.delaySeconds,
        retry_backoff: true,
      });
    } finally {
      await defaults.stop();
    }
  });
});

/** A local SMTP server that records when each message arrived, by subject; mail to @refused.test is refused. */
async function startSmtpServer() {
  const arrivals = new Map<string, number[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address.endsWith('@refused.test') ? new Error('Mailbox unavailable') : undefined);
    },
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) {
          head += chunk.toString('utf8');
        }
      });
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? '?';
        arrivals.set(subject, [...(arrivals.get(subject) ?? []), Date.now()]);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    received: () => [...arrivals.values()].reduce((sum, times) => sum + times.length, 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(backends)('outbox draining a backlog to SMTP on $name', (backend) => {
  const BACKLOG = 2_000;
  let opened: Opened;
  let outbox: Outbox;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailer: ReturnType<typeof createSmtpMailer>;

  beforeAll(async () => {
    opened = await backend.open();
    await migrateToLatest(opened.database.db);
    smtp = await startSmtpServer();
    mailer = createSmtpMailer({ smtpUrl: smtp.url, from: 'Roteiro <no-reply@roteiro.test>' });
    // Production's polling and batches; retries quick enough to see the refused mails fail for good.
    outbox = createOutbox({
      database: opened.database,
      connectionString: opened.connectionString,
      log: recordingLog([]),
      retry: { limit: 1, delaySeconds: 1, backoff: false },
    });
    await outbox.start();
    const none = async () => undefined;
    await outbox.work({
      'mail.send': (payload, { isUrgent }) => mailer.send(payload, { isUrgent }),
      'chat.send': none,
      'provider.call': none,
    });
  });

  afterAll(async () => {
    await outbox?.stop();
    mailer?.close();
    await smtp?.close();
    await opened?.database.close();
    await opened?.dispose();
  });

  it('drains a backlog, each mail once, and an urgent mail queued behind it arrives within 2 s', async () => {
    const refused = new Set([7, 700, 1400]);
    // One statement: the whole backlog is queued at once, as a mailing to every subscriber would be.
    await opened.database.db.transaction().execute((trx) =>
      outbox.enqueueMany(
        trx,
        Array.from({ length: BACKLOG }, (_, i) => ({
          kind: 'mail.send',
          payload: {
            to: refused.has(i) ? `reader-${i}@refused.test` : `reader-${i}@example.test`,
            subject: `Newsletter ${i}`,
            text: 'News',
          },
        })),
      ),
    );
    // The backlog is being worked on: then a traveller asks for a sign-in link.
    await waitFor('the backlog to start leaving', () => smtp.received() >= 50, 30_000);
    const urgentAt = Date.now();
    await opened.database.db.transaction().execute((trx) =>
      outbox.enqueue(trx, {
        kind: 'mail.send',
        isUrgent: true,
        payload: { to: 'ana@example.pt', subject: 'Your Roteiro sign-in link', text: 'Open this link' },
      }),
    );
    await waitFor('the urgent mail', () => smtp.arrivals.has('Your Roteiro sign-in link'), 2_000);
    const urgentArrival = smtp.arrivals.get('Your Roteiro sign-in link')?.[0] ?? Infinity;
    expect(urgentArrival - urgentAt).toBeLessThan(2_000);

    await waitFor('the backlog to drain', () => smtp.received() === BACKLOG - refused.size + 1, 60_000);
    // It overtook the backlog: part of it arrived after the urgent mail.
    const backlogArrivals = [...smtp.arrivals.entries()].filter(([subject]) =>
      subject.startsWith('Newsletter'),
    );
    expect(backlogArrivals.filter(([, times]) => (times[0] ?? 0) > urgentArrival).length).toBeGreaterThan(0);
    for (let i = 0; i < BACKLOG; i++) {
      expect(smtp.arrivals.get(`Newsletter ${i}`)?.length ?? 0).toBe(refused.has(i) ? 0 : 1);
    }
    // Each job completed once its own mail was accepted; the refused ones were retried alone, then failed.
    await waitFor('the refused mails to fail for good', async () => {
      const failed = await outbox.listFailed({ page: 1, pageSize: 10 });
      return failed.total === refused.size;
    });
    const failed = await outbox.listFailed({ page: 1, pageSize: 10 });
    expect(failed.jobs.map((job) => job.summary).sort()).toEqual(
      [...refused].map((i) => `to reader-${i}@refused.test: Newsletter ${i}`).sort(),
    );
    expect(failed.jobs[0]).toMatchObject({ kind: 'mail.send', attempts: 2 });
    expect(failed.jobs[0]?.error).toContain('Mailbox unavailable');
    const { rows } = await sql<{ state: string; n: number }>`
      select state::text as state, count(*)::int as n from pgboss.job
      where name in ('mail.send', 'mail.urgent') group by state order by state`.execute(opened.database.db);
    expect(rows).toEqual([
      { state: 'completed', n: BACKLOG - refused.size + 1 },
      { state: 'failed', n: refused.size },
    ]);
  }, 120_000);
});
