import type { Db } from '../db/database.ts';

/** True when no account exists yet: the only state in which `npm start` seeds. Kept apart from the seed (sharp). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
