import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { ensureOutboxSchema } from '../src/platform/outbox/outbox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: string | null;
  }
}

/** Migrates one database per run and snapshots it; every test file then starts from a copy. */
export default async function setup(project: TestProject) {
  // The server bundle, once, before any file runs: tests that start the built server (start-up, the data
  // directory, scale-out) or `npm run routes` each build it when stale, and two builds at once wrote each other's
  // chunks under a starting server ("does not provide an export named …").
  const build = spawnSync('node', ['apps/server/build.mjs'], {
    cwd: join(import.meta.dirname, '../../..'),
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    throw new Error(`the server bundle did not build: ${build.stderr}`);
  }
  const outDir = join(import.meta.dirname, '../.test-output');
  mkdirSync(outDir, { recursive: true });

  const template = await openPglite();
  await migrateToLatest(template.db);
  await ensureOutboxSchema(template);
  const dump = await (
    template as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).pglite.dumpDataDir('none');
  await template.close();
  const file = join(outDir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);

  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('postgresTemplate', null);
    return;
  }
  const name = `roteiro_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString(), 2);
  await migrateToLatest(database.db);
  await ensureOutboxSchema(database);
  await database.close();
  project.provide('postgresTemplate', name);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'rt_${process.pid}_%' or datname = $1`,
      [name],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.end();
  };
}
