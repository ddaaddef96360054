import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { OUTBOX_QUEUES } from './jobs.ts';

/**
 * The statements the outbox runs on pg-boss's own tables (in `schema`), beside what pg-boss does itself: the
 * failed jobs of the outbox's queues for the admin, and installing its queues.
 */

export type FailedRow = {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  created_on: Date;
  completed_on: Date | null;
};

/** A page of the outbox's failed jobs, newest failure first, with how many there are in all. */
export async function listFailedJobs(
  db: Executor,
  schema: string,
  window: { limit: number; offset: number },
): Promise<{ total: number; rows: FailedRow[] }> {
  const job = sql.id(schema, 'job');
  const where = sql`name in (${sql.join(OUTBOX_QUEUES)}) and state = 'failed'`;
  const countResult = await sql<{
    total: string | number;
  }>`select count(*) as total from ${job} where ${where}`.execute(db);
  const pageResult = await sql<FailedRow>`
      select id, name, data, output, retry_count, created_on, completed_on
      from ${job} where ${where}
      order by completed_on desc nulls last, created_on desc, id desc
      limit ${window.limit} offset ${window.offset}`.execute(db);
  return { total: Number(countResult.rows[0]?.total ?? 0), rows: pageResult.rows };
}

/** The queue of a failed outbox job; undefined when no failed outbox job has this id. */
export async function findFailedJobQueue(
  db: Executor,
  schema: string,
  jobId: string,
): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.id(schema, 'job')}
    where id = ${jobId} and name in (${sql.join(OUTBOX_QUEUES)}) and state = 'failed'`.execute(db);
  return rows[0]?.name;
}

/** Creates a queue with pg-boss's function (which ignores a queue that exists already). */
export async function createQueue(db: Executor, schema: string, queue: string): Promise<void> {
  await sql`select ${sql.id(schema, 'create_queue')}(${queue}, ${JSON.stringify({ policy: 'standard' })}::jsonb)`.execute(
    db,
  );
}

/** Whether pg-boss's schema is installed (its version table exists). */
export async function isOutboxInstalled(db: Executor, schema: string): Promise<boolean> {
  const { rows } = await sql<{
    name: string | null;
  }>`select to_regclass(${`${schema}.version`})::text as name`.execute(db);
  return Boolean(rows[0]?.name);
}
