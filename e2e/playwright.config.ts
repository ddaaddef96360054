import { defineConfig } from '@playwright/test';

// e2e/run.mjs picks a free port (or the one E2E_PORT asks for): each run gets its own server and embedded database.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = `${import.meta.dirname}/.var-${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Per port, so parallel runs don't wipe each other's traces.
  outputDir: `${import.meta.dirname}/test-results-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  webServer: {
    // A fresh embedded database with the demo data, on its own port.
    // The production bundle, as `npm start` runs it.
    command: `rm -rf "${dataDir}" && node ../apps/server/build.mjs && node ../apps/server/dist/main.js`,
    cwd: import.meta.dirname,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      APP_URL: `http://localhost:${PORT}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every journey comes from one address: the limits are multiplied here and tested as they are in throttle.int.test.ts.
      THROTTLE_SCALE: '20',
      NODE_ENV: 'development',
      // The run's own build (e2e/run.mjs); Playwright started by hand tests apps/web/dist, as `npm start` serves it.
      WEB_DIST_DIR: process.env.E2E_PORT ? `${import.meta.dirname}/../apps/web/dist-e2e-${PORT}` : '',
    },
  },
});
