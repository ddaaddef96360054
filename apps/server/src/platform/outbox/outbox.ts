import { sql } from 'kysely';
import {
  type ConstructorOptions,
  getConstructionPlans,
  type JobWithMetadata,
  PgBoss,
  type SendOptions,
} from 'pg-boss';
import type { Database, Executor } from '../../db/database.ts';
import { executorBossDb, pgliteBossDb } from './boss-db.ts';
import {
  isOutboxJobKind,
  OUTBOX_JOB_KINDS,
  type OutboxHandler,
  type OutboxHandlers,
  type OutboxJob,
  type OutboxJobKind,
  type OutboxPayload,
  summarizeOutboxPayload,
} from './jobs.ts';

/** The subset of a pino / Fastify logger the outbox writes to. */
export type OutboxLog = {
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
  /** Handlers running at once per kind, per process. */
  concurrency?: number;
  /** How long stop() waits for running handlers before failing them (they are retried later). */
  stopTimeoutMs?: number;
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
  /** Jobs that used up their retries, newest failure first. */
  listFailed: (page: { page: number; pageSize: number }) => Promise<FailedOutboxPage>;
  /** Gives a failed job one more attempt, now. False when no failed outbox job has this id. */
  retry: (jobId: string) => Promise<boolean>;
};

export const DEFAULT_OUTBOX_RETRY: OutboxRetry = {
  limit: 8,
  delaySeconds: 5,
  backoff: true,
  maxDelaySeconds: 3600,
};
const DEFAULT_SCHEMA = 'pgboss';
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

  const boss = new PgBoss({
    ...connectionFor(options),
    schema,
    // No cron schedules here: skips the scheduler's timers and clock-skew checks.
    schedule: false,
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
  ): Promise<void> => {
    const attempt = job.retryCount + 1;
    try {
      await handler(job.data, { jobId: job.id, attempt, signal: job.signal });
    } catch (err) {
      // pg-boss marks the job failed (not retry) once retry_count has reached retry_limit.
      if (job.retryCount >= job.retryLimit) {
        log.error({ jobId: job.id, kind, attempt, err }, 'outbox job failed for good');
      } else {
        log.warn({ jobId: job.id, kind, attempt, err }, 'outbox job failed, will retry');
      }
      throw err;
    }
  };

  const workOptions = {
    includeMetadata: true,
    batchSize: 1,
    pollingIntervalSeconds,
    localConcurrency: options.concurrency ?? 1,
  } as const;

  const workOn = async <K extends OutboxJobKind>(kind: K, handler: OutboxHandler<K>): Promise<void> => {
    await boss.work<OutboxPayload<K>, void, typeof workOptions>(kind, workOptions, async (jobs) => {
      for (const job of jobs) {
        await handle(kind, handler, job);
      }
    });
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
      const register = <K extends OutboxJobKind>(kind: K) => workOn(kind, handlers[kind]);
      for (const kind of OUTBOX_JOB_KINDS) {
        await register(kind);
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
      const id = await boss.send(job.kind, job.payload, { ...jobOptions, db: executorBossDb(executor) });
      if (!id) {
        throw new Error(`outbox: pg-boss did not create the ${job.kind} job`);
      }
      return id;
    },

    listFailed: async ({ page, pageSize }) => {
      const limit = Math.min(Math.max(Math.trunc(pageSize), 1), 100);
      const offset = (Math.max(Math.trunc(page), 1) - 1) * limit;
      const job = sql.id(schema, 'job');
      const where = sql`name in (${sql.join(OUTBOX_JOB_KINDS)}) and state = 'failed'`;
      const countResult = await sql<{
        total: string | number;
      }>`select count(*) as total from ${job} where ${where}`.execute(database.db);
      const pageResult = await sql<FailedRow>`
          select id, name, data, output, retry_count, created_on, completed_on
          from ${job} where ${where}
          order by completed_on desc nulls last, created_on desc, id desc
          limit ${limit} offset ${offset}`.execute(database.db);
      return {
        total: Number(countResult.rows[0]?.total ?? 0),
        jobs: pageResult.rows.flatMap((row) =>
          isOutboxJobKind(row.name) ? [toFailedJob(row, row.name)] : [],
        ),
      };
    },

    retry: async (jobId) => {
      if (!UUID.test(jobId)) {
        return false;
      }
      const { rows } = await sql<{ name: string }>`
        select name from ${sql.id(schema, 'job')}
        where id = ${jobId} and name in (${sql.join(OUTBOX_JOB_KINDS)}) and state = 'failed'`.execute(
        database.db,
      );
      const name = rows[0]?.name;
      if (!name) {
        return false;
      }
      // pg-boss's typings leave CommandResponse empty; at runtime it carries the affected count.
      const response: { affected?: number } = await boss.retry(name, jobId);
      return (response.affected ?? 0) > 0;
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
  if (!(await isInstalled(database, schema))) {
    try {
      await database.execScript(getConstructionPlans(schema));
    } catch (err) {
      // Another process installed it first (the script takes an advisory lock, then finds the tables).
      if (!(await isInstalled(database, schema))) {
        throw err;
      }
    }
  }
  for (const kind of OUTBOX_JOB_KINDS) {
    // create_queue ignores a queue that exists already.
    await sql`select ${sql.id(schema, 'create_queue')}(${kind}, ${JSON.stringify({ policy: 'standard' })}::jsonb)`.execute(
      database.db,
    );
  }
}

type FailedRow = {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  created_on: Date;
  completed_on: Date | null;
};

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

async function isInstalled(database: Database, schema: string): Promise<boolean> {
  const { rows } = await sql<{
    name: string | null;
  }>`select to_regclass(${`${schema}.version`})::text as name`.execute(database.db);
  return Boolean(rows[0]?.name);
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
