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

// Each run builds the web app into a folder of its own (named after its first port), so that it neither replaces
// the files under a running `npm start` (apps/web/dist) nor those of another run; removed at the end. Each worker
// gets a server of its own on a free port (E2E_PORTS="31xx,31yy" asks for ports; E2E_WORKERS=1 runs one).
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const ports = process.env.E2E_PORTS
  ? process.env.E2E_PORTS.split(',').map((port) => port.trim())
  : process.env.E2E_PORT
    ? [process.env.E2E_PORT]
    : await Promise.all(Array.from({ length: workers }, () => freePort()));
const outDir = `dist-e2e-${ports[0]}`;
if (!sh('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir])) {
  console.error('The web app did not build.');
  process.exit(1);
}
// The server bundle once, before Playwright starts every worker's server from it.
if (!sh('node', ['apps/server/build.mjs'])) {
  console.error('The server did not build.');
  process.exit(1);
}

const passed =
  spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORTS: ports.join(','),
      E2E_WEB_DIST: join(root, 'apps', 'web', outDir),
    },
  }).status === 0;
// The run's embedded databases and build are only useful while it runs.
for (const port of ports) {
  rmSync(join(root, 'e2e', `.var-${port}`), { recursive: true, force: true });
}
rmSync(join(root, 'apps', 'web', outDir), { recursive: true, force: true });
process.exit(passed ? 0 : 1);
