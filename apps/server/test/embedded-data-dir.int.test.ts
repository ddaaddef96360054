import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  repoRoot,
  type ServerProcess,
  startServerProcess,
  waitForHealth,
} from './server-process.ts';

/**
 * The embedded database (PGlite) is one process's: a second `npm start` on the same data directory used to open it
 * too, and the two overwrote each other's writes (docs/decisions.md). Server processes of the production bundle on
 * one data directory, with the PGlite project only (the PostgreSQL project runs the same code).
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'one embedded data directory, one server process',
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roteiro-embedded-'));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    };
    const servers: ServerProcess[] = [];
    const start = async (options: { stdout?: 'pipe' } = {}) => {
      const server = await startServerProcess(env, options);
      servers.push(server);
      return server;
    };

    beforeAll(() => buildServerBundle(), 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('a second server or a seed on the same data directory stops with one clear line, and the first keeps serving; after a crash the directory is free at once', async () => {
      const first = await start();
      await waitForHealth(first);

      const second = await start({ stdout: 'pipe' });
      const outcome = await Promise.race([
        new Promise<string>((resolve) => second.child.once('exit', (code) => resolve(`exited with ${code}`))),
        // Before: it opened the directory too and served.
        waitForHealth(second).then(
          () => 'served',
          () => new Promise<string>(() => undefined),
        ),
      ]);
      expect(outcome).toBe('exited with 1');
      const fatal = second.fatalMessages();
      expect(fatal).toHaveLength(1);
      expect(fatal[0]).toContain(
        `the embedded database in ${join(dataDir, 'db')} is already open in another process`,
      );
      expect(second.stderr()).not.toContain('Error');
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

      // `npm run seed -- --reset` beside it used to delete the running server's database.
      const seed = spawnSync('node', ['apps/server/dist/seed-cli.js', '--reset'], {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
      expect(seed.status).toBe(1);
      expect(seed.stdout).toContain('is already open in another process');
      expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

      // SIGKILL leaves nothing behind that would keep the next start out.
      await first.kill();
      const third = await start();
      await waitForHealth(third);
      expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
    }, 120_000);
  },
);
