import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Database['db'];

let groupCounter = 0;

/** A group with `bookedPlaces` places taken, straight in the table (planning only reads `groupSize`). */
export async function createGroup(
  db: Db,
  args: { activityId: string; day: string; startTime?: string; endTime?: string; bookedPlaces: number },
): Promise<string> {
  groupCounter += 1;
  // One group per slot: distinct minutes keep several groups of one activity and day apart.
  const minute = String(groupCounter % 60).padStart(2, '0');
  const row = await db
    .insertInto('activity_group')
    .values({
      activityId: args.activityId,
      day: args.day,
      startTime: args.startTime ?? `10:${minute}`,
      endTime: args.endTime ?? `12:${minute}`,
      capacity: 8,
      groupSize: args.bookedPlaces,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Chat messages the outbox holds for a chat ID (queued, delivered or failed). */
export async function queuedChats(db: Db, chatId: string): Promise<string[]> {
  const { rows } = await sql<{ text: string }>`
    select data->>'text' as text from pgboss.job
    where name = 'chat.send' and data->>'chatId' = ${chatId}
    order by created_on`.execute(db);
  return rows.map((row) => row.text);
}
