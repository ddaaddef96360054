// Debian's Chromium at /usr/bin/chromium, installed with apt when missing (browser tests and the benchmarks
// that drive a browser need it; Playwright's own downloads cannot be fetched here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/** Installs Chromium when it is missing (as root); exits with a clear message when it cannot. */
export function ensureChromium(purpose = 'Browser tests') {
  if (existsSync(CHROMIUM)) {
    return;
  }
  const sh = (command, args) =>
    spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  console.log("Chromium is missing: installing Debian's chromium package…");
  const ok =
    process.getuid?.() === 0 &&
    sh('apt-get', ['update', '-qq']) &&
    sh('apt-get', ['install', '-y', '-qq', 'chromium']);
  if (!ok || !existsSync(CHROMIUM)) {
    console.error(
      `${purpose} need Chromium: run \`sudo apt-get update && sudo apt-get install -y chromium\`.`,
    );
    process.exit(1);
  }
}
