import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const database = await createTestDatabase();
afterAll(() => database.close());

describe('migrateToLatest', () => {
  it('does nothing to a database that has every migration', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as "n" from "kysely_migration"`.execute(
      database.db,
    );
    await migrateToLatest(database.db);
    const after = await sql<{ n: number }>`select count(*)::int as "n" from "kysely_migration"`.execute(
      database.db,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    expect(after.rows[0]?.n).toBe(Object.keys(migrations).length);
  });

  it('runs a migration numbered before the newest one already run (merged from another branch)', async () => {
    const db = database.db;
    const older = '0030_email_change_request';
    await migrations[older]?.down?.(db);
    await sql`delete from "kysely_migration" where "name" = ${older}`.execute(db);

    await migrateToLatest(db);

    const recorded = await sql<{ name: string }>`
      select "name" from "kysely_migration" where "name" = ${older}
    `.execute(db);
    expect(recorded.rows).toEqual([{ name: older }]);
    // Its table is back.
    const rows = await sql`select * from "email_change_request"`.execute(db);
    expect(rows.rows).toEqual([]);
  });
});
