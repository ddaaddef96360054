import { brotliDecompressSync } from 'node:zlib';
import { endpoint } from '@roteiro/domain/api/endpoint';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHeldAnswers } from './held-answers.ts';
import { createPublicCache } from './public-cache.ts';
import { answerCachedReadsEarly, defineRoute } from './routing.ts';

const ZPlacesParams = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Not a day') });
const ZPlaces = z.object({ handled: z.number(), filler: z.string() });
const placesEndpoint = endpoint<{ params: typeof ZPlacesParams; response: typeof ZPlaces }>()(
  'GET',
  '/api/places/:day',
);

/**
 * An app whose route holds its answers while `holding` is true (the route's own test of holding), with a hook
 * before the early one and one after it, and a handler that counts its runs.
 */
async function appHolding(options: { size?: number } = {}) {
  const app = Fastify();
  app.decorate('checkResponses', true);
  app.decorate('publicCache', createPublicCache({ ttlMs: 10_000 }));
  app.decorate('heldAnswers', createHeldAnswers());
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-first-hook', 'yes');
    done();
  });
  answerCachedReadsEarly(app);
  const counts = { laterHooks: 0, handled: 0 };
  app.addHook('onRequest', (_request, _reply, done) => {
    counts.laterHooks += 1;
    done();
  });
  const state = { holding: true };
  defineRoute(app, placesEndpoint, {
    access: 'public',
    summary: 'places',
    params: ZPlacesParams,
    response: ZPlaces,
    holdsAnswers: () => (state.holding ? () => state.holding : null),
    handler: async ({ reply }) => {
      counts.handled += 1;
      reply.header('cache-control', 'no-store');
      return { handled: counts.handled, filler: 'x'.repeat(options.size ?? 10) };
    },
  });
  await app.ready();
  return { app, counts, state };
}

describe('held answers', () => {
  it('sends a held answer again before the later hooks and the handler, until it no longer holds', async () => {
    const { app, counts, state } = await appHolding();
    const get = (url = '/api/places/2026-12-01') => app.inject({ method: 'GET', url });
    const first = await get();
    const second = await get();
    expect([first.json().handled, second.json().handled]).toEqual([1, 1]);
    expect(counts).toEqual({ laterHooks: 1, handled: 1 });
    // The repeat carries what the hooks before it set, is never kept by browsers, and is JSON.
    expect(second.headers['x-first-hook']).toBe('yes');
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    // The first answer and its repeat say alike that they vary by the accepted encoding.
    expect([first.headers.vary, second.headers.vary]).toEqual(['accept-encoding', 'accept-encoding']);
    // Another URL is another answer.
    expect((await get('/api/places/2026-12-02')).json().handled).toBe(2);
    // Once the route says it no longer holds, the next request goes through the hooks and the handler again.
    state.holding = false;
    expect((await get()).json().handled).toBe(3);
    expect((await get()).json().handled).toBe(4);
    expect(counts).toEqual({ laterHooks: 4, handled: 4 });
    await app.close();
  });

  it('holds no refusal: a bad input is refused every time by the handler path', async () => {
    const { app, counts } = await appHolding();
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/places/tomorrow' });
      expect(res.statusCode).toBe(400);
    }
    expect(counts.laterHooks).toBe(2);
    await app.close();
  });

  it('sends a large held answer compressed as the request accepts', async () => {
    const { app, counts } = await appHolding({ size: 5000 });
    await app.inject({ method: 'GET', url: '/api/places/2026-12-01' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/places/2026-12-01',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(counts.handled).toBe(1);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body).toEqual({ handled: 1, filler: 'x'.repeat(5000) });
    await app.close();
  });
});
