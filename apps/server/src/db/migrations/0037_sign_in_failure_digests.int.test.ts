import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { keyDigest } from '../../platform/key-digest.ts';
import { migrations } from './index.ts';

const database = await createTestDatabase();
afterAll(() => database.close());

describe('migration 0037: sign-in failures counted by digests', () => {
  it('turns the addresses of the failures already recorded into the digests the app counts by', async () => {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('0036_throttle_unlogged');
    expect(down.error).toBeUndefined();
    await sql`
      insert into "sign_in_failure" ("email", "ip")
      values ('ana@example.test', '203.0.113.9'), ('joão@example.pt', '::ffff:10.0.0.1')
    `.execute(database.db);

    const up = await migrator.migrateTo('0037_sign_in_failure_digests');
    expect(up.error).toBeUndefined();
    // Read in SQL: the table is dropped by 0038, so the app's types no longer name it.
    const { rows } = await sql<{ emailDigest: string; ipDigest: string }>`
      select "emailDigest", "ipDigest" from "sign_in_failure" order by "id"
    `.execute(database.db);
    expect(rows).toEqual([
      { emailDigest: keyDigest('ana@example.test'), ipDigest: keyDigest('203.0.113.9') },
      { emailDigest: keyDigest('joão@example.pt'), ipDigest: keyDigest('::ffff:10.0.0.1') },
    ]);
    const latest = await migrator.migrateToLatest();
    expect(latest.error).toBeUndefined();
    // 0038 replaced the table with the attempt counters.
    const { rows: tables } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_name in ('sign_in_failure', 'sign_in_attempt')
    `.execute(database.db);
    expect(tables.map((table) => table.name)).toEqual(['sign_in_attempt']);
  });
});
