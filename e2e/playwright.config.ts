import { defineConfig } from '@playwright/test';
import { urlOf } from '@roteiro/domain/api/endpoint';
import { healthApi } from '@roteiro/domain/common/health.api';
import { chromiumPath, serverPorts, serverURL } from './servers.ts';

// e2e/run.mjs picks a free port per worker (E2E_PORTS): each worker gets its own server and embedded database
// (fixtures.ts chooses a test's server by its worker's parallelIndex).
const PORTS = serverPorts();
const dataDir = (port: number) => `${import.meta.dirname}/.var-${port}`;
// The run's one build of the web app (e2e/run.mjs); Playwright started by hand tests apps/web/dist, as `npm start` serves it.
const webDist = process.env.E2E_WEB_DIST ?? '';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Per first port, so parallel runs don't wipe each other's traces.
  outputDir: `${import.meta.dirname}/test-results-${PORTS[0]}`,
  // A file's tests run in order on one worker (several are journeys in steps); files run side by side.
  fullyParallel: false,
  workers: PORTS.length,
  retries: 0,
  // Two workers share two cores with their servers and browsers.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  projects: [
    { name: 'journeys', testIgnore: 'zz-ledger.spec.ts' },
    // After every journey of the run, on every server: the money each journey moved reconciles.
    { name: 'ledger', testMatch: 'zz-ledger.spec.ts', dependencies: ['journeys'] },
  ],
  use: {
    // Recording a trace costs a third of a journey's time (DOM snapshots and a screencast of every step):
    // E2E_TRACE=1 keeps one for each failing test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // A fresh embedded database with the demo data per server, each on its own port; the production bundle, as
  // `npm start` runs it (e2e/run.mjs builds it once before Playwright starts).
  webServer: PORTS.map((port) => ({
    command: `rm -rf "${dataDir(port)}" && node ../apps/server/dist/main.js`,
    cwd: import.meta.dirname,
    url: `${serverURL(port)}${urlOf(healthApi.check)}`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      APP_URL: serverURL(port),
      DATA_DIR: dataDir(port),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every journey comes from one address: the limits are multiplied here and tested as they are in throttle.int.test.ts.
      THROTTLE_SCALE: '20',
      NODE_ENV: 'development',
      WEB_DIST_DIR: webDist,
      // Pages asked for with the `lang=pseudo` cookie are pseudo-localized (pseudo-locale.spec.ts); others as always.
      ROTEIRO_PSEUDO_LOCALE: '1',
    },
  })),
});
