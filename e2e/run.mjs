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

// E2E_PORT asks for a port and a build folder of its own (several runs at once); by default the run
// takes a free port and tests the app as `npm start` serves it, from apps/web/dist.
const ownBuild = Boolean(process.env.E2E_PORT);
const port = process.env.E2E_PORT ?? String(await freePort());
const outDir = ownBuild ? `dist-e2e-${port}` : 'dist';
if (!sh('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir])) {
  console.error('The web app did not build.');
  process.exit(1);
}

const passed =
  spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: port, E2E_OWN_BUILD: ownBuild ? '1' : '' },
  }).status === 0;
// The run's embedded database is only useful while it runs.
rmSync(join(root, 'e2e', `.var-${port}`), { recursive: true, force: true });
process.exit(passed ? 0 : 1);
