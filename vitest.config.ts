import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: on a 2-core machine (CI's), one file at a time, with the
    // other core mostly idle. Two at once took the server's PGlite run from 444 s to 309 s and its PostgreSQL run
    // from 407 s to 249 s (2026-11-27). Set here, for every project: Vitest refuses projects with different counts.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
