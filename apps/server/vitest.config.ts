import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server-pglite',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on a 2-core machine (CI's), one file at a time, with the
    // other core mostly idle. Two at once took the PGlite run from 444 s to 309 s and the PostgreSQL one from 407 s
    // to 249 s (2026-11-27).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    env: { NODE_ENV: 'test' },
  },
});
