// `npm run bench -- --only=outbox`: how fast one server process drains a backlog of e-mail to SMTP, and how long an
// urgent mail (a sign-in link) queued behind that backlog takes to arrive. The server bundle runs as in production
// (NODE_ENV=production, SMTP_URL) on a PostgreSQL database of its own; a local SMTP server (smtp-server) in this
// process receives. The backlog (10,000 mails) is queued in one statement; while it drains, a sign-in link is queued
// every 200 ms and timed from its commit to its arrival. Budget: >= 100 mails/s per process, and the
// urgent mail within 2 s.

import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openPostgres } from '../../apps/server/src/db/database.ts';
import { newsletterWelcomeMail } from '../../apps/server/src/platform/mail/templates/newsletter.ts';
import { signInLinkMail } from '../../apps/server/src/platform/mail/templates/sign-in-link.ts';
import { createOutbox } from '../../apps/server/src/platform/outbox/outbox.ts';
import {
  buildServerBundle,
  startServerProcess,
  waitForHealth,
} from '../../apps/server/test/server-process.ts';
import { percentile } from './scan-screen.ts';

const BACKLOG = 10_000;
const URGENT_EVERY_MS = 200;
export const OUTBOX_DRAIN_BUDGET = 100;
export const URGENT_P95_BUDGET_MS = 2_000;

/** Arrivals by subject (ms since the epoch); each message's subject is unique here. */
async function startSmtpServer() {
  const arrivals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A real relay accepts many connections; the app opens a few (its pool).
    maxClients: 100,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 2048) {
          head += chunk.toString('utf8');
        }
      });
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? '?';
        arrivals.set(subject, Date.now());
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A database of the outbox bench's own beside the main bench's (dropped and created again). */
async function freshDatabase(benchDatabaseUrl: string): Promise<string> {
  const target = new URL(benchDatabaseUrl);
  target.pathname = `/${target.pathname.slice(1)}_outbox`;
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`unexpected database name ${name}`);
  }
  const admin = new URL(benchDatabaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return target.toString();
}

export async function benchOutbox(benchDatabaseUrl: string): Promise<{ lines: string[]; meets: boolean }> {
  console.log('Building the server bundle…');
  await buildServerBundle();
  const databaseUrl = await freshDatabase(benchDatabaseUrl);
  const smtp = await startSmtpServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'roteiro-bench-outbox-'));
  const server = await startServerProcess(
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'outbox-bench-secret-of-at-least-32-characters',
      SEED_DEMO: 'false',
      PAYMENTS_TEST_MODE: 'true',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    },
    { stderr: 'inherit' },
  );
  // This process only queues (no workers): the server process alone delivers.
  const database = openPostgres(databaseUrl, 2);
  const outbox = createOutbox({ database, connectionString: databaseUrl, log: console });
  try {
    await waitForHealth(server);
    await outbox.start();
    const backlog = newsletterWelcomeMail({
      unsubscribeUrl: 'https://roteiro.test/newsletter/unsubscribe?t=x',
    });
    console.log(`Queueing ${BACKLOG.toLocaleString('en')} mails in one statement…`);
    await database.db.transaction().execute((trx) =>
      outbox.enqueueMany(
        trx,
        Array.from({ length: BACKLOG }, (_, i) => ({
          kind: 'mail.send' as const,
          payload: { to: `reader-${i}@example.test`, ...backlog, subject: `Newsletter ${i}` },
        })),
      ),
    );
    const queuedAt = Date.now();
    const urgent: { subject: string; queuedAt: number }[] = [];
    const link = signInLinkMail({
      url: 'https://roteiro.test/api/auth/magic-link/verify?token=x',
      locale: 'en',
    });
    const backlogLeft = () =>
      BACKLOG - [...smtp.arrivals.keys()].filter((s) => s.startsWith('Newsletter')).length;
    console.log('Draining, with a sign-in link queued every 200 ms…');
    while (backlogLeft() > 0) {
      if (Date.now() - queuedAt > 10 * 60_000) {
        throw new Error(`the backlog did not drain in 10 minutes (${backlogLeft()} left)`);
      }
      const subject = `Sign-in link ${urgent.length}`;
      await database.db.transaction().execute((trx) =>
        outbox.enqueue(trx, {
          kind: 'mail.send',
          isUrgent: true,
          payload: { to: `traveller-${urgent.length}@example.test`, ...link, subject },
        }),
      );
      urgent.push({ subject, queuedAt: Date.now() });
      await new Promise((resolve) => setTimeout(resolve, URGENT_EVERY_MS));
    }
    const backlogTimes = [...smtp.arrivals.entries()]
      .filter(([subject]) => subject.startsWith('Newsletter'))
      .map(([, at]) => at);
    const drainedAt = Math.max(...backlogTimes);
    const rate = BACKLOG / ((drainedAt - queuedAt) / 1000);
    // Every urgent mail queued while the backlog was still there.
    const deadline = Date.now() + 10_000;
    while (urgent.some((u) => !smtp.arrivals.has(u.subject)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const latencies = urgent
      .map((u) => (smtp.arrivals.get(u.subject) ?? Number.POSITIVE_INFINITY) - u.queuedAt)
      .sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
    const max = latencies.at(-1) ?? 0;
    const meets = rate >= OUTBOX_DRAIN_BUDGET && p95 <= URGENT_P95_BUDGET_MS;
    const lines = [
      `outbox drain: ${Math.round(rate)} mails/s`,
      `urgent mail behind backlog: p95 ${Math.round(p95)} ms`,
      `(${BACKLOG.toLocaleString('en')} mails queued in one statement, drained by one server process to a local SMTP server in ${((drainedAt - queuedAt) / 1000).toFixed(1)} s from the commit; ${latencies.length} sign-in links queued behind it, one every ${URGENT_EVERY_MS} ms: p50 ${Math.round(percentile(latencies, 50))} ms, p95 ${Math.round(p95)} ms, max ${Math.round(max)} ms; budget >= ${OUTBOX_DRAIN_BUDGET} mails/s and p95 <= ${URGENT_P95_BUDGET_MS} ms: ${meets ? 'met' : 'not met'})`,
    ];
    return { lines, meets };
  } finally {
    await outbox.stop();
    await database.close();
    await server.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
