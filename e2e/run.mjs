// Browser journeys: makes sure Debian's Chromium is there, builds the web app, runs Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const CHROMIUM = '/usr/bin/chromium';

function sh(command, args, options = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status === 0;
}

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  console.log("Chromium is missing: installing Debian's chromium package…");
  const ok =
    isRoot &&
    sh('apt-get', ['update', '-qq']) &&
    sh('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (!ok || !existsSync(CHROMIUM)) {
    console.error(
      'Browser tests need Chromium: run `sudo apt-get update && sudo apt-get install -y chromium`.',
    );
    process.exit(1);
  }
}

// A run on its own port builds into its own folder, so parallel runs never swap files under each other.
const port = process.env.E2E_PORT;
const outDir = port ? `dist-e2e-${port}` : 'dist';
if (!sh('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir'])) {
  console.error('The web app did not build.');
  process.exit(1);
}

const passed = sh('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
process.exit(passed ? 0 : 1);
