// Builds the web app unless apps/web/dist was built from exactly the current sources (keeps restarts fast).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { isUpToDate, repoRoot, sourceDigest, writeStamp } from './source-stamp.mjs';

const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
];

export function buildWebIfStale() {
  const dist = join(repoRoot, 'apps/web/dist');
  const stamp = join(dist, '.source-hash');
  const digest = sourceDigest(inputs);
  if (isUpToDate(stamp, digest, [join(dist, 'index.html'), join(dist, '.ssr/entry-server.js')])) {
    console.log('web app is up to date');
    return;
  }
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
  writeStamp(stamp, digest);
}

if (import.meta.filename === process.argv[1]) {
  buildWebIfStale();
}
