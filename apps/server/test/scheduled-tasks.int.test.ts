import { BOOKING_HOLD_MINUTES } from '@roteiro/domain/booking/booking';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/database.ts';
import { reserveBooking } from '../src/modules/booking/checkout/checkout.ts';
import { HOLD_EXPIRY_MARGIN_MINUTES, holdExpiryTask } from '../src/modules/booking/checkout/hold-expiry.ts';
import { bookingRemindersTask } from '../src/modules/booking/manage/manage.reminders.ts';
import { affiliateSettlementTask } from '../src/modules/payouts/affiliate-payouts.service.ts';
import { sessionHousekeepingTask } from '../src/platform/auth/session-housekeeping.ts';
import { createOutbox, type Outbox, type ScheduledTask } from '../src/platform/outbox/outbox.ts';
import { createTestPaymentProvider } from '../src/platform/payments/test-payment-provider.ts';
import { createBookableActivity, lisbonDayIn } from './bookings.ts';
import { createUser, uniqueEmail } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';
import { waitFor } from './wait.ts';

/**
 * The periodic tasks (hold expiry, reminders, affiliate settlement, session housekeeping) as pg-boss schedules on
 * two processes sharing one PostgreSQL database: each occurrence runs once, in one of them, not once per process
 * as the timers did. Each process is an outbox of its own (its own pg-boss and connections) with the app's real
 * tasks; only their crons are every minute here, so an occurrence is due as soon as they start.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.skipIf(!serverUrl)('scheduled tasks on two processes sharing one database', () => {
  let database: Database;
  const processes: { name: string; db: Database; outbox: Outbox }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const name of ['a', 'b']) {
      const db = openPostgres(database.url ?? '', 3);
      const outbox = createOutbox({
        database: db,
        connectionString: database.url,
        log: quiet,
        scheduleCheckSeconds: 1,
      });
      processes.push({ name, db, outbox });
    }
  });

  afterAll(async () => {
    for (const { outbox, db } of processes) {
      await outbox.stop();
      await db.close();
    }
    await database?.close();
  });

  it('runs each task once per occurrence, in one of the processes', async () => {
    // A booking held past its hold, and a sign-in that lapsed: what the first occurrence has to clean up.
    const activity = await createBookableActivity(database.db);
    const held = await reserveBooking(
      database.db,
      {
        activityId: activity.id,
        kind: 'shared',
        day: lisbonDayIn(3),
        startTime: '10:00',
        participants: 2,
        discountCode: null,
        referralCode: null,
        clientName: 'Ana Silva',
        clientEmail: uniqueEmail('traveller'),
      },
      { now: new Date() },
    );
    const over = BOOKING_HOLD_MINUTES + HOLD_EXPIRY_MARGIN_MINUTES + 1;
    await database.db
      .updateTable('booking')
      .set({ createdAt: new Date(Date.now() - over * 60_000) })
      .where('id', '=', held.id)
      .execute();
    const traveller = await createUser(database.db, 'traveller');
    await sql`
      insert into "session" ("id", "token", "userId", "expiresAt", "createdAt", "updatedAt")
      values ('lapsed', 'lapsed', ${traveller.id}, now() - interval '1 hour', now(), now())
    `.execute(database.db);

    // The whole observation within one minute, so the every-minute schedule owes exactly one occurrence.
    await waitFor(async () => (new Date().getUTCSeconds() < 35 ? true : undefined), 30_000);
    const runs: { task: string; process: string }[] = [];
    const tasksOf = (name: string, db: Database, outbox: Outbox): ScheduledTask[] => {
      const log = { info: () => undefined };
      const payments = createTestPaymentProvider({ appUrl: 'http://localhost:3000', db: db.db });
      return [
        holdExpiryTask({ db: db.db, log }),
        bookingRemindersTask({
          db: db.db,
          outbox,
          appUrl: 'http://localhost:3000',
          authSecret: 'scheduled-tasks-test-secret-of-32-characters',
          log,
        }),
        affiliateSettlementTask({ db: db.db, payments, log: quiet }),
        sessionHousekeepingTask({ db: db.db, log }),
      ].map((task) => ({
        ...task,
        cron: '* * * * *',
        run: async () => {
          runs.push({ task: task.name, process: name });
          await task.run();
        },
      }));
    };
    await Promise.all(
      processes.map(async ({ name, db, outbox }) => {
        await outbox.start();
        for (const task of tasksOf(name, db, outbox)) {
          await outbox.schedule(task);
        }
      }),
    );
    const names = tasksOf('x', database, processes[0]?.outbox as Outbox).map((task) => task.name);

    await waitFor(
      async () => (names.every((n) => runs.some((r) => r.task === n)) ? true : undefined),
      20_000,
    );
    const lastFirstRun = Date.now();
    // Several more checks of the scheduler on both processes, and nothing left to forward or run.
    await waitFor(async () => {
      const { rows } = await sql<{ checkedAt: Date | null; pending: number }>`
        select (select cron_on from pgboss.version) as "checkedAt",
          (select count(*)::int from pgboss.job
           where name in (${sql.join([...names, '__pgboss__send-it'])})
             and state in ('created', 'retry', 'active')) as "pending"`.execute(database.db);
      const row = rows[0];
      return row?.checkedAt && row.checkedAt.getTime() > lastFirstRun + 3000 && row.pending === 0
        ? true
        : undefined;
    }, 20_000);

    for (const name of names) {
      expect(runs.filter((run) => run.task === name)).toHaveLength(1);
    }
    const { rows: jobs } = await sql<{ name: string; state: string }>`
      select name, state::text as state from pgboss.job where name in (${sql.join(names)}) order by name`.execute(
      database.db,
    );
    expect(jobs).toEqual(
      names.map((name) => ({ name, state: 'completed' })).sort((x, y) => x.name.localeCompare(y.name)),
    );
    const booking = await database.db
      .selectFrom('booking')
      .select('status')
      .where('id', '=', held.id)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('canceled');
    const sessions = await database.db
      .selectFrom('session')
      .select('token')
      .where('userId', '=', traveller.id)
      .execute();
    expect(sessions).toEqual([]);
  }, 90_000);
});
