import {
  type ConstructorOptions,
  getConstructionPlans,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
  type SendOptions,
} from 'pg-boss';
import type { Database, Executor } from '../../db/database.ts';
import { executorBossDb, pgliteBossDb } from './boss-db.ts';
import {
  kindOfQueue,
  OUTBOX_QUEUES,
  type OutboxHandler,
  type OutboxHandlers,
  type OutboxJob,
  type OutboxJobKind,
  type OutboxPayload,
  queueOf,
  summarizeOutboxPayload,
  URGENT_MAIL_QUEUE,
} from './jobs.ts';
import {
  createQueue,
  type FailedRow,
  findFailedJobQueue,
  isOutboxInstalled,
  listFailedJobs,
} from './outbox.repository.ts';

/** The subset of a pino / Fastify logger the outbox writes to. */
export type OutboxLog = {
  debug?: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type OutboxRetry = {
  /** Retries after the first attempt; the job ends `failed` when they are used up. */
  limit: number;
  /** Whole seconds before the first retry (pg-boss takes integers). */
  delaySeconds: number;
  /** Doubles the delay each retry, with jitter, up to `maxDelaySeconds`. */
  backoff: boolean;
  maxDelaySeconds?: number;
};

export type OutboxOptions = {
  database: Database;
  log: OutboxLog;
  /** PostgreSQL only: pg-boss keeps a small pool of its own on this URL (the database `database` points at). */
  connectionString?: string;
  /** PostgreSQL schema holding pg-boss's tables. */
  schema?: string;
  /** How often each queue's worker looks for due jobs; pg-boss's minimum is 0.5. */
  pollingIntervalSeconds?: number;
  retry?: OutboxRetry;
  /** A handler running longer than this is failed (and retried). */
  expireInSeconds?: number;
  /** Completed and failed jobs are deleted this long after they finish. */
  keepFinishedDays?: number;
  /** Handlers of chat messages and provider calls running at once, per kind and process (mail goes in batches). */
  concurrency?: number;
  /** How long stop() waits for running handlers before failing them (they are retried later). */
  stopTimeoutMs?: number;
  /**
   * How often the scheduler looks for due occurrences (and forwards them) and scheduled tasks' workers look for
   * jobs, in seconds (1 to 45). By default 30 s, 5 s and 10 s: a task runs up to about 45 s after its minute.
   */
  scheduleCheckSeconds?: number;
};

/** Work that runs once per occurrence of its schedule across every process on the database. */
export type ScheduledTask = {
  /** The task's pg-boss queue and schedule, e.g. `booking.hold-expiry`. */
  name: string;
  /** A five-field cron expression in UTC; pg-boss sends at most one job per minute. */
  cron: string;
  /** Runs in one process per occurrence. A failure is logged and not retried: the next occurrence runs as usual. */
  run: () => Promise<void>;
};

export type FailedOutboxJob = {
  id: string;
  kind: OutboxJobKind;
  summary: string;
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
};

export type FailedOutboxPage = { jobs: FailedOutboxJob[]; total: number };

export type Outbox = {
  /** Installs or migrates pg-boss's schema and starts its maintenance; enqueue works from here on. */
  start: () => Promise<void>;
  /** Starts delivering every kind to its handler. Call after start(). */
  work: (handlers: OutboxHandlers) => Promise<void>;
  /** Stops workers and timers; running handlers get `stopTimeoutMs` to finish. */
  stop: () => Promise<void>;
  /** Writes the job through `executor`: inside a transaction it exists only if that transaction commits. */
  enqueue: (executor: Executor, job: OutboxJob) => Promise<string>;
  /** The same for many jobs, in one statement per queue (a mailing to every subscriber, say). */
  enqueueMany: (executor: Executor, jobs: OutboxJob[]) => Promise<void>;
  /** Jobs that used up their retries, newest failure first. */
  listFailed: (page: { page: number; pageSize: number }) => Promise<FailedOutboxPage>;
  /** Gives a failed job one more attempt, now. False when no failed outbox job has this id. */
  retry: (jobId: string) => Promise<boolean>;
  /**
   * Runs `task` on its schedule, once per occurrence whichever of the processes sharing the database takes it
   * (each process calls this at start; the schedule is stored once). Call after start().
   */
  schedule: (task: ScheduledTask) => Promise<void>;
};

export const DEFAULT_OUTBOX_RETRY: OutboxRetry = {
  limit: 8,
  delaySeconds: 5,
  backoff: true,
  maxDelaySeconds: 3600,
};
const DEFAULT_SCHEMA = 'pgboss';
/**
 * Mail goes in batches whose handlers run together, each job settled on its own outcome, fetched again at once
 * while batches come back full; two workers per process, so one batch's slowest send never idles the pipe.
 */
const MAIL_BATCH_SIZE = 25;
const MAIL_WORKERS = 2;
/** Urgent mail has its own queue and worker, polled as often as pg-boss allows. */
const URGENT_MAIL_BATCH_SIZE = 10;
const URGENT_MAIL_POLLING_SECONDS = 0.5;
/** A scheduled task's job: no retry (the next occurrence is the retry), gone after a day. */
const SCHEDULED_TASK_JOB = { retryLimit: 0, expireInSeconds: 15 * 60, deleteAfterSeconds: 24 * 3600 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createOutbox(options: OutboxOptions): Outbox {
  const { database, log } = options;
  const schema = checkSchemaName(options.schema ?? DEFAULT_SCHEMA);
  const retry = options.retry ?? DEFAULT_OUTBOX_RETRY;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const jobOptions: SendOptions = {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    ...(retry.backoff && retry.maxDelaySeconds !== undefined ? { retryDelayMax: retry.maxDelaySeconds } : {}),
    expireInSeconds: options.expireInSeconds ?? 300,
    deleteAfterSeconds: (options.keepFinishedDays ?? 14) * 24 * 3600,
  };

  const scheduleCheckSeconds = options.scheduleCheckSeconds;
  const boss = new PgBoss({
    ...connectionFor(options),
    schema,
    // The scheduler (scheduled tasks): one process at a time claims each check and forwards what is due.
    schedule: true,
    cronMonitorIntervalSeconds: scheduleCheckSeconds ?? 30,
    cronWorkerIntervalSeconds: scheduleCheckSeconds ?? 5,
    // Outbox jobs never depend on each other, so the flow resolver only needs to look rarely.
    flowIntervalSeconds: 60,
  });
  boss.on('error', (err) => log.error({ err }, 'outbox error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'outbox warning'));

  let isStarted = false;

  const handle = async <K extends OutboxJobKind>(
    kind: K,
    handler: OutboxHandler<K>,
    job: JobWithMetadata<OutboxPayload<K>>,
  ): Promise<JobResult> => {
    const attempt = job.retryCount + 1;
    try {
      await handler(job.data, {
        jobId: job.id,
        attempt,
        signal: job.signal,
        isUrgent: job.name === URGENT_MAIL_QUEUE,
      });
      return { id: job.id, status: 'completed' };
    } catch (err) {
      // pg-boss marks the job failed (not retry) once retry_count has reached retry_limit.
      if (job.retryCount >= job.retryLimit) {
        log.error({ jobId: job.id, kind, attempt, err }, 'outbox job failed for good');
      } else {
        log.warn({ jobId: job.id, kind, attempt, err }, 'outbox job failed, will retry');
      }
      // Stored as the job's output (serialised), which listFailed reads the message from.
      return { id: job.id, status: 'failed', output: err };
    }
  };

  /** How each queue is worked: mail in batches, urgent mail on its own, chat and provider calls one by one. */
  const queueWork = (queue: string) => {
    if (queue === 'mail.send') {
      return { batchSize: MAIL_BATCH_SIZE, localConcurrency: MAIL_WORKERS, pollingIntervalSeconds };
    }
    if (queue === URGENT_MAIL_QUEUE) {
      return {
        batchSize: URGENT_MAIL_BATCH_SIZE,
        localConcurrency: 1,
        pollingIntervalSeconds: Math.min(pollingIntervalSeconds, URGENT_MAIL_POLLING_SECONDS),
      };
    }
    return { batchSize: 1, localConcurrency: options.concurrency ?? 1, pollingIntervalSeconds };
  };

  const workOn = async <K extends OutboxJobKind>(
    queue: string,
    kind: K,
    handler: OutboxHandler<K>,
  ): Promise<void> => {
    const workOptions = {
      ...queueWork(queue),
      includeMetadata: true,
      // Each job of a batch completes only once its own handler succeeded; a failed one is retried alone.
      perJobResults: true,
      burstWhenBatchFull: true,
    } as const;
    await boss.work<OutboxPayload<K>, void, typeof workOptions>(queue, workOptions, (jobs) =>
      Promise.all(jobs.map((job) => handle(kind, handler, job))),
    );
  };

  return {
    start: async () => {
      if (isStarted) {
        return;
      }
      // Queues exist before pg-boss starts, so its queue cache is warm: on PGlite, enqueue inside a
      // transaction must never need pg-boss's own connection (it is the same one, held by that transaction).
      await ensureOutboxSchema(database, schema);
      await boss.start();
      isStarted = true;
    },

    work: async (handlers) => {
      if (!isStarted) {
        throw new Error('outbox: call start() before work()');
      }
      const register = <K extends OutboxJobKind>(queue: string, kind: K) =>
        workOn(queue, kind, handlers[kind]);
      for (const queue of OUTBOX_QUEUES) {
        const kind = kindOfQueue(queue);
        if (kind) {
          await register(queue, kind);
        }
      }
    },

    stop: async () => {
      if (!isStarted) {
        return;
      }
      isStarted = false;
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },

    enqueue: async (executor, job) => {
      if (!isStarted) {
        throw new Error('outbox: call start() before enqueue()');
      }
      const id = await boss.send(queueOf(job), job.payload, { ...jobOptions, db: executorBossDb(executor) });
      if (!id) {
        throw new Error(`outbox: pg-boss did not create the ${job.kind} job`);
      }
      return id;
    },

    enqueueMany: async (executor, jobs) => {
      if (!isStarted) {
        throw new Error('outbox: call start() before enqueue()');
      }
      const byQueue = new Map<string, OutboxJob[]>();
      for (const job of jobs) {
        byQueue.set(queueOf(job), [...(byQueue.get(queueOf(job)) ?? []), job]);
      }
      const { retryLimit, retryDelay, retryBackoff, retryDelayMax, expireInSeconds, deleteAfterSeconds } =
        jobOptions;
      for (const [queue, queued] of byQueue) {
        await boss.insert(
          queue,
          queued.map((job) => ({
            data: job.payload,
            retryLimit,
            retryDelay,
            retryBackoff,
            retryDelayMax,
            expireInSeconds,
            deleteAfterSeconds,
          })),
          { db: executorBossDb(executor) },
        );
      }
    },

    listFailed: async ({ page, pageSize }) => {
      const limit = Math.min(Math.max(Math.trunc(pageSize), 1), 100);
      const offset = (Math.max(Math.trunc(page), 1) - 1) * limit;
      const { total, rows } = await listFailedJobs(database.db, schema, { limit, offset });
      return {
        total,
        jobs: rows.flatMap((row) => {
          const kind = kindOfQueue(row.name);
          return kind ? [toFailedJob(row, kind)] : [];
        }),
      };
    },

    retry: async (jobId) => {
      if (!UUID.test(jobId)) {
        return false;
      }
      const name = await findFailedJobQueue(database.db, schema, jobId);
      if (!name) {
        return false;
      }
      // pg-boss's typings leave CommandResponse empty; at runtime it carries the affected count.
      const response: { affected?: number } = await boss.retry(name, jobId);
      return (response.affected ?? 0) > 0;
    },

    schedule: async (task) => {
      if (!isStarted) {
        throw new Error('outbox: call start() before schedule()');
      }
      if (kindOfQueue(task.name) || !/^[a-z][a-z0-9.-]*$/.test(task.name)) {
        throw new Error(`outbox: ${task.name} cannot name a scheduled task`);
      }
      // Stately: at most one job of the task waiting and one running, so a slow run never piles up occurrences.
      await boss.createQueue(task.name, { policy: 'stately' });
      // Every process upserts the same row. `once`: an occurrence missed while no process ran is run at the next check.
      await boss.schedule(task.name, task.cron, null, { ...SCHEDULED_TASK_JOB, missed: 'once' });
      await boss.work(
        task.name,
        { pollingIntervalSeconds: scheduleCheckSeconds ?? 10, batchSize: 1 },
        async ([job]) => {
          try {
            await task.run();
            log.debug?.({ task: task.name, jobId: job?.id }, 'scheduled task ran');
          } catch (err) {
            log.error({ task: task.name, jobId: job?.id, err }, 'scheduled task failed');
            throw err;
          }
        },
      );
    },
  };
}

/**
 * Installs pg-boss's schema (its own construction script) and one queue per outbox kind, if missing.
 * Test setup runs it once on the migrated template database; start() runs it too. Upgrading an older
 * pg-boss schema is left to pg-boss's own migration in start().
 */
export async function ensureOutboxSchema(database: Database, schema: string = DEFAULT_SCHEMA): Promise<void> {
  checkSchemaName(schema);
  if (!(await isOutboxInstalled(database.db, schema))) {
    try {
      await database.execScript(getConstructionPlans(schema));
    } catch (err) {
      // Another process installed it first (the script takes an advisory lock, then finds the tables).
      if (!(await isOutboxInstalled(database.db, schema))) {
        throw err;
      }
    }
  }
  for (const queue of OUTBOX_QUEUES) {
    // create_queue ignores a queue that exists already.
    await createQueue(database.db, schema, queue);
  }
}

function toFailedJob(row: FailedRow, kind: OutboxJobKind): FailedOutboxJob {
  return {
    id: row.id,
    kind,
    summary: summarizeOutboxPayload(kind, row.data),
    error: errorMessageOf(row.output),
    attempts: Number(row.retry_count) + 1,
    createdAt: new Date(row.created_on),
    failedAt: row.completed_on ? new Date(row.completed_on) : null,
  };
}

// pg-boss stores the thrown error serialised ({ name, message, stack }) as the job's output.
function errorMessageOf(output: unknown): string {
  if (
    typeof output === 'object' &&
    output !== null &&
    'message' in output &&
    typeof output.message === 'string'
  ) {
    return output.message;
  }
  return output === null || output === undefined ? 'unknown error' : JSON.stringify(output);
}

function connectionFor(options: OutboxOptions): ConstructorOptions {
  if (options.database.kind === 'pglite') {
    return { db: pgliteBossDb(options.database), backend: 'pglite' };
  }
  if (!options.connectionString) {
    throw new Error('outbox: on PostgreSQL, pass the connectionString of the database');
  }
  // Workers, maintenance and BEGIN ... COMMIT scripts need session-pinned connections of pg-boss's own.
  return { connectionString: options.connectionString, max: 4 };
}

function checkSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`outbox: invalid schema name ${schema}`);
  }
  return schema;
}
