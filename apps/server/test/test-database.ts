import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/database.ts';

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PostgreSQL when
 * TEST_DATABASE_URL is set, else on embedded PGlite.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const pid = template.replace('roteiro_template_', '');
    const name = `rt_${pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = openPostgres(target.toString(), 5);
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropDatabase(admin, name);
        await admin.end();
      },
    };
  }
  const bytes = readFileSync(inject('pgliteTemplateFile'));
  return openPglite({ loadDataDir: new Blob([bytes]) });
}

/** Drops a test database once its pools have let go of it (pool.end() resolves before its sockets are gone). */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
