import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/database.ts';
import { keyDigest } from '../../platform/key-digest.ts';

/** `npm run reseller -- create "<name>"` on the embedded database, as an operator runs it with the server stopped. */
const dataDir = mkdtempSync(join(tmpdir(), 'roteiro-reseller-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync('npx', ['tsx', 'src/modules/distribution/reseller-cli.ts', ...args], {
    cwd: join(import.meta.dirname, '../../..'),
    encoding: 'utf8',
    // Its own embedded database, whatever the test run uses.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    timeout: 180_000,
  });

describe('npm run reseller', () => {
  it('creates a reseller that sells every product and prints its key once; only the digest is stored', {
    timeout: 240_000,
  }, async () => {
    const result = run('create', 'Klook by shell', '--commission', '12.5');
    expect(result.status, result.stderr).toBe(0);
    const key = /^(rtk_[A-Za-z0-9_-]{43})$/m.exec(result.stdout)?.[1];
    expect(key, result.stdout).toBeDefined();

    const database = await openPglite({ dataDir: join(dataDir, 'db') });
    try {
      const row = await database.db
        .selectFrom('reseller as r')
        .innerJoin('reseller_key as k', 'k.resellerId', 'r.id')
        .select(['r.name', 'r.commissionBasisPoints', 'r.sellsEveryProduct', 'k.digest', 'k.revokedAt'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        name: 'Klook by shell',
        commissionBasisPoints: 1250,
        sellsEveryProduct: true,
        digest: keyDigest(key ?? ''),
        revokedAt: null,
      });
      // The database is open here: the command refuses to open it too.
      const refused = run('create', 'Second');
      expect(refused.status).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('refuses a missing name or a commission over 30 % with its usage', () => {
    for (const args of [['create'], ['create', 'X', '--commission', '31'], ['delete', 'X']]) {
      const result = run(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('usage: npm run reseller -- create');
    }
  });
});
