import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Counts one request of a key (a digest) in its window and answers the window's count so far. */
export async function countThrottleHit(
  db: Executor,
  hit: { bucket: string; key: string; windowStart: Date },
): Promise<number> {
  const row = await db
    .insertInto('request_throttle')
    .values(hit)
    .onConflict((conflict) =>
      conflict
        .columns(['bucket', 'key', 'windowStart'])
        .doUpdateSet({ count: sql<number>`"request_throttle"."count" + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Drops the windows that started before `before`. */
export async function deleteThrottleWindowsBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('request_throttle').where('windowStart', '<', before).execute();
}
