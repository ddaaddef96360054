import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { urlOf } from '@roteiro/domain/api/endpoint';
import { healthApi } from '@roteiro/domain/common/health.api';

/**
 * A server of the app of its own, whose clock (libfaketime) reads a chosen hour in Lisbon today, on its own fresh
 * demo database (seeded at that hour). For journeys that depend on the time of day: booking closes 2 hours before
 * a tour, a guide starts a tour only on its day, a company plans tomorrow only until 17:00 in Lisbon. Nothing else
 * of the run shares it. Set the browser's clock the same (`context.clock.install({ time: server.now })`).
 */
export type ClockServer = {
  baseURL: string;
  /** The server's clock at its start. */
  now: Date;
  /** Its day in Lisbon (YYYY-MM-DD). */
  today: string;
  stop: () => Promise<void>;
};

const LIBFAKETIME = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1',
].find((path) => existsSync(path));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const lisbonDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(instant);
const lisbonHour = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/** Today's `hour`:00 in Lisbon as an instant (Lisbon is UTC+0 or UTC+1). */
export function lisbonTodayAt(hour: number): Date {
  const day = lisbonDay(new Date());
  const hh = String(hour).padStart(2, '0');
  const candidates = [hour, hour - 1]
    .filter((utcHour) => utcHour >= 0)
    .map((utcHour) => new Date(`${day}T${String(utcHour).padStart(2, '0')}:00:00Z`));
  const found = candidates.find((candidate) => lisbonHour(candidate) === hh && lisbonDay(candidate) === day);
  if (!found) {
    throw new Error(`no instant of ${day} reads ${hh}:00 in Lisbon`);
  }
  return found;
}

/** Starts the built server (apps/server/dist) with its clock at `hour`:00 in Lisbon today; waits until it answers. */
export async function startClockServer(hour: number, name: string): Promise<ClockServer> {
  if (!LIBFAKETIME) {
    throw new Error(
      'This journey needs libfaketime: run `sudo apt-get install -y faketime` (e2e/run.mjs installs it when it can).',
    );
  }
  const now = lisbonTodayAt(hour);
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = join(import.meta.dirname, `.var-${name}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn('node', ['../apps/server/dist/main.js'], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      THROTTLE_SCALE: '20',
      NODE_ENV: 'development',
      // The run's one build of the web app (e2e/run.mjs); by hand, apps/web/dist.
      WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? '',
      LD_PRELOAD: LIBFAKETIME,
      FAKETIME: `@${now.toISOString().slice(0, 19).replace('T', ' ')}`,
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      TZ: 'UTC',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${baseURL}${urlOf(healthApi.check)}`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 200_000, intervals: [1000] },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, now, today: lisbonDay(now), stop };
}
