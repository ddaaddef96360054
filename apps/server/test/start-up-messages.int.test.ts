import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
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
 * What an operator reads when the server or the seed cannot start for want of a right setting: the configuration's
 * own message, not a stack (the production bundle, as `npm start` and a deployment run it).
 */
describe('start-up with a wrong configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'roteiro-config-'));
  beforeAll(() => buildServerBundle(), 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (script: string, env: Record<string, string>) =>
    spawnSync('node', [script], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('prints what to set and exits 1, for the server and for the seed', () => {
    for (const script of ['apps/server/dist/main.js', 'apps/server/dist/seed-cli.js']) {
      const badPort = run(script, { PORT: 'eighty' });
      expect(badPort.status).toBe(1);
      expect(badPort.stderr).toBe(
        'Invalid configuration:\n  PORT: Invalid input: expected number, received NaN\n',
      );

      const production = run(script, { NODE_ENV: 'production' });
      expect(production.status).toBe(1);
      expect(production.stderr.split('\n')).toEqual([
        'Invalid configuration:',
        '  AUTH_SECRET is required in production',
        '  APP_URL (the public address, used in e-mailed links) is required in production',
        '  in production set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_TEST_MODE=true for the built-in test-mode provider (no real money moves)',
        '  in production set SMTP_URL, or MAIL_DEV_MAILBOX=true to keep e-mails in the dev mailbox instead of sending them',
        '',
      ]);
    }
  }, 120_000);

  // On the embedded database: the port is refused the same way on either, and this one has a lock to check.
  const embedded = {
    DATABASE_URL: '',
    TEST_DATABASE_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  };

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a server whose port another program holds says so in one line and exits, its database closed',
    async () => {
      // Another program on the port (another server, another `npm start`).
      const holder = createServer();
      await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
      const port = (holder.address() as AddressInfo).port;
      const otherDir = mkdtempSync(join(tmpdir(), 'roteiro-embedded-port-'));
      const refused = await startServerProcess(
        { ...embedded, DATA_DIR: otherDir, PORT: String(port) },
        { stdout: 'pipe' },
      );
      const started: ServerProcess[] = [refused];
      try {
        await expect.poll(() => refused.child.exitCode, { timeout: 60_000 }).toBe(1);
        expect(refused.fatalMessages()).toEqual([
          `port ${port} is in use by another program: stop it, or start on another port (PORT=${port + 1} npm start)`,
        ]);
        // Before: two stacks of an unhandled EADDRINUSE.
        expect(refused.stderr()).toBe('');
        // Its database was closed, not left open: the next start on it is let in.
        const next = await startServerProcess({ ...embedded, DATA_DIR: otherDir });
        started.push(next);
        await waitForHealth(next);
      } finally {
        await Promise.all(started.map((server) => server.stop()));
        holder.close();
        rmSync(otherDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
