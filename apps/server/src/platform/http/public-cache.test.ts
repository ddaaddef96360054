import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPublicCache } from './public-cache.ts';

/** An app whose one route answers through the cache with a build that takes a while and counts its runs. */
async function appWith(ttlMs: number, status = 200) {
  const cache = createPublicCache({ ttlMs });
  let builds = 0;
  const app = Fastify();
  app.get('/thing', (request, reply) =>
    cache.serve(request, reply, async () => {
      builds += 1;
      reply.status(status);
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { builds };
    }),
  );
  await app.ready();
  return { app, cache, builds: () => builds };
}

describe('public cache', () => {
  it('builds an answer once for requests that miss at the same moment, and serves it to each', async () => {
    const { app, builds } = await appWith(10_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/thing' })),
    );
    expect(builds()).toBe(1);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['{"builds":1}']));
    await app.close();
  });

  it('does not share an answer it would not keep: each request builds its own 404', async () => {
    const { app, builds } = await appWith(10_000, 404);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/thing' })),
    );
    expect(builds()).toBe(5);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(404));
    await app.close();
  });

  it('builds again after a change, even while an older build is still running', async () => {
    const { app, cache, builds } = await appWith(10_000);
    const before = app.inject({ method: 'GET', url: '/thing' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    cache.invalidate();
    const after = await app.inject({ method: 'GET', url: '/thing' });
    await before;
    expect(builds()).toBe(2);
    expect(after.body).toBe('{"builds":2}');
    await app.close();
  });
});
