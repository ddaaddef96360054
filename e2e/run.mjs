// Browser journeys: makes sure Debian's Chromium is there, builds the web app, runs Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';

const root = join(import.meta.dirname, '..');

function sh(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status === 0;
}

ensureChromium();

// The affiliate-earnings journey runs its own server on a faked clock (libfaketime, Debian's faketime).
const FAKETIME_LIBS = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1',
];
if (!FAKETIME_LIBS.some((path) => existsSync(path)) && process.getuid?.() === 0) {
  console.log("libfaketime is missing: installing Debian's faketime package…");
  sh('apt-get', ['install', '-y', '-qq', 'faketime'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }) ||
    (sh('apt-get', ['update', '-qq']) &&
      sh('apt-get', ['install', '-y', '-qq', 'faketime'], {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }));
}

/** A port nothing listens on right now (another server may hold 3000 or 3100). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Each run builds the web app into a folder of its own (E2E_PORT, or a free port), so that it neither
// replaces the files under a running `npm start` (apps/web/dist) nor those of another run; removed at the end.
const port = process.env.E2E_PORT ?? String(await freePort());
const outDir = `dist-e2e-${port}`;
if (!sh('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir])) {
  console.error('The web app did not build.');
  process.exit(1);
}

const passed =
  spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: port },
  }).status === 0;
// The run's embedded database and build are only useful while it runs.
rmSync(join(root, 'e2e', `.var-${port}`), { recursive: true, force: true });
rmSync(join(root, 'apps', 'web', outDir), { recursive: true, force: true });
process.exit(passed ? 0 : 1);
