import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm run routes', () => {
  it('prints every route as one JSON object per line with its access', () => {
    const result = spawnSync('npx', ['tsx', 'src/routes-cli.ts'], {
      cwd: join(import.meta.dirname, '..'),
      encoding: 'utf8',
      env: { ...process.env, LOG_LEVEL: 'silent' },
      timeout: 120_000,
    });
    expect(result.status, result.stderr).toBe(0);
    const rows = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { method: string; url: string; access: string });
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(['method', 'url', 'access']);
      expect(row.access).toMatch(
        /^(public|signedOut|signedIn|guider|company|employee|admin|vendor|affiliate|traveller|reseller)$/,
      );
    }
    expect(rows).toContainEqual({ method: 'POST', url: '/api/session/sign-in', access: 'signedOut' });
    expect(rows).toContainEqual({ method: 'GET', url: '/api/dev/mailbox', access: 'admin' });
  });
});
