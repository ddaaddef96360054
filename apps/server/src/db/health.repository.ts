import { sql } from 'kysely';
import type { Executor } from './database.ts';

/** The cheapest round trip: the database answers (the health route, the start-up wait for the database). */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
