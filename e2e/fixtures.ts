import { test as base } from '@playwright/test';
import { serverURLs } from './servers.ts';

export * from '@playwright/test';

/**
 * The run's test: the browser tests run on two workers, each against a server of its own (its own embedded
 * database with the demo data), so that two journeys at once never write to the same data. A worker's
 * `parallelIndex` (0 or 1, kept by the worker that replaces a failed one) picks its server.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    const urls = serverURLs();
    await use(urls[testInfo.parallelIndex % urls.length]);
  },
});
