import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TEndpoint } from '@roteiro/domain/api/endpoint';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

/**
 * The API's paths are written once, in the domain package's endpoint descriptors (`*.api.ts`): the server
 * registers each descriptor's route, and the web and the browser tests call them. This test holds both ends:
 * every descriptor is a route of the app, and every route of the app's API is a descriptor's.
 */
const domainSource = fileURLToPath(new URL('../../../packages/domain/src/', import.meta.url));

const isEndpoint = (value: unknown): value is TEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TEndpoint).method === 'string' &&
  typeof (value as TEndpoint).path === 'string';

/** Every descriptor of a module's exports, those grouped in objects (`formsApi.send.feedback`) included. */
function endpointsIn(value: unknown, found: TEndpoint[] = []): TEndpoint[] {
  if (isEndpoint(value)) {
    found.push(value);
  } else if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) {
      endpointsIn(child, found);
    }
  }
  return found;
}

const files = readdirSync(domainSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.api.ts'),
);
const endpoints = (
  await Promise.all(files.map(async (file) => endpointsIn(await import(`${domainSource}${file}`))))
).flat();
const key = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;

/**
 * Routes under /api that are not the API's own: better-auth's handlers, the API document, the provider's webhook
 * (the pages of the web app and of the test payment provider are not the API).
 */
const notDescribed = (url: string) =>
  (url.startsWith('/api/auth/') && url !== '/api/auth/sign-in/social') ||
  url.startsWith('/api/docs') ||
  url === '/api/payments/webhook';

describe('endpoint descriptors', () => {
  it('are many, and no two name the same route', () => {
    expect(files.length).toBeGreaterThan(20);
    const keys = endpoints.map((e) => key({ method: e.method, url: e.path }));
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((k, index) => keys.indexOf(k) !== index)).toEqual([]);
  });

  it("name every route of the app's API, and each of them is a route", async () => {
    const t = await createTestApp();
    try {
      const routes = new Set(t.app.routeTable.map(key));
      const described = new Set(endpoints.map((e) => key({ method: e.method, url: e.path })));
      const withoutRoute = [...described].filter(
        (k) => !routes.has(k) && k !== 'POST /api/auth/sign-in/social',
      );
      expect(withoutRoute).toEqual([]);
      const undescribed = t.app.routeTable
        .filter(
          (route) => route.url.startsWith('/api/') && !notDescribed(route.url) && !described.has(key(route)),
        )
        .map(key);
      expect(undescribed).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
