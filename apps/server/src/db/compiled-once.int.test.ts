import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { compiledOnce } from './compiled-once.ts';
import type { Database, Executor } from './database.ts';

describe('compiledOnce', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const expiresAt = new Date('2030-01-01T00:00:00Z');
    await database.db
      .insertInto('verification')
      .values([
        { id: 'co-a', identifier: 'compiled-a', value: 'Compiled A', expiresAt },
        { id: 'co-b', identifier: 'compiled-b', value: 'Compiled B', expiresAt },
      ])
      .execute();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs the query built once with each call’s own arguments, also inside a transaction', async () => {
    const bySlug = compiledOnce((db: Executor, slug: string, prefix: string) =>
      db
        .selectFrom('verification')
        .select(['id', 'value'])
        .where('identifier', '=', slug)
        .where('value', 'like', prefix),
    );
    expect(await bySlug(database.db, 'compiled-a', 'Compiled%')).toEqual([
      { id: 'co-a', value: 'Compiled A' },
    ]);
    expect(await bySlug(database.db, 'compiled-b', 'Compiled%')).toEqual([
      { id: 'co-b', value: 'Compiled B' },
    ]);
    expect(await bySlug(database.db, 'compiled-b', 'Other%')).toEqual([]);
    const inTransaction = await database.db.transaction().execute((trx) => bySlug(trx, 'compiled-a', '%'));
    expect(inTransaction).toEqual([{ id: 'co-a', value: 'Compiled A' }]);
  });

  it('refuses a query that uses an argument other than as a value', async () => {
    const shaped = compiledOnce((db: Executor, slug: string, isOrdered: boolean) => {
      const query = db.selectFrom('verification').select('id').where('identifier', '=', slug);
      return isOrdered ? query : query.orderBy('id');
    });
    await expect(shaped(database.db, 'compiled-a', true)).rejects.toThrow(/takes 2 arguments but binds 1/);
  });
});
