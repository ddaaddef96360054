import { endpoint } from '@roteiro/domain/api/endpoint';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPublicCache } from './public-cache.ts';
import { answerCachedReadsEarly, defineRoute } from './routing.ts';

const ZThings = z.object({ handled: z.number() });
const thingsEndpoint = endpoint<{ response: typeof ZThings }>()('GET', '/api/things');

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

  it('answers a fresh cached read before the later hooks and the handler run, and a miss through them', async () => {
    const app = Fastify();
    app.decorate('checkResponses', true);
    app.decorate('publicCache', createPublicCache({ ttlMs: 10_000 }));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-first-hook', 'yes');
      done();
    });
    answerCachedReadsEarly(app);
    let laterHooks = 0;
    let handled = 0;
    app.addHook('onRequest', (_request, _reply, done) => {
      laterHooks += 1;
      done();
    });
    defineRoute(app, thingsEndpoint, {
      access: 'public',
      summary: 'things',
      cache: true,
      response: ZThings,
      handler: async () => {
        handled += 1;
        return { handled };
      },
    });
    await app.ready();
    const first = await app.inject({ method: 'GET', url: '/api/things' });
    const second = await app.inject({ method: 'GET', url: '/api/things' });
    const other = await app.inject({ method: 'GET', url: '/api/things?page=2' });
    expect([first.json(), second.json(), other.json()]).toEqual([
      { handled: 1 },
      { handled: 1 },
      { handled: 2 },
    ]);
    expect({ laterHooks, handled }).toEqual({ laterHooks: 2, handled: 2 });
    // The hit still carries what the hooks before it set, and answers a revalidation with 304.
    expect(second.headers['x-first-hook']).toBe('yes');
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await app.inject({
      method: 'GET',
      url: '/api/things',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    app.publicCache.invalidate();
    expect((await app.inject({ method: 'GET', url: '/api/things' })).json()).toEqual({ handled: 3 });
    expect(laterHooks).toBe(3);
    await app.close();
  });
});
