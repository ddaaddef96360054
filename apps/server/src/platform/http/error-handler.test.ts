import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { installErrorHandler, UNAVAILABLE_LOG_EVERY_MS } from './error-handler.ts';
import { defineRoute, trackRouteAccess } from './routing.ts';

/** An app whose one route fails as a query does while PostgreSQL cannot be reached, and the lines it logs. */
async function appWithoutDatabase() {
  const lines: { level: number; msg: string; requests?: number; err?: unknown }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  let clock = 0;
  const app = Fastify({ logger: { level: 'info', stream } });
  trackRouteAccess(app);
  installErrorHandler(app, { now: () => clock });
  defineRoute(app, {
    method: 'GET',
    url: '/api/thing',
    access: 'public',
    summary: 'thing',
    response: z.object({}),
    handler: async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    },
  });
  await app.ready();
  const get = async (count: number) => {
    const replies = await Promise.all(
      Array.from({ length: count }, () => app.inject({ method: 'GET', url: '/api/thing' })),
    );
    for (const reply of replies) {
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.json().error.code).toBe('UNAVAILABLE');
    }
  };
  const logged = () => lines.filter((line) => line.level >= 50);
  return { app, get, logged, advance: (ms: number) => (clock += ms) };
}

describe('requests failed for want of the database', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are logged once per window, with the error, and counted in one line at its end', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { app, get, logged, advance } = await appWithoutDatabase();

    await get(50);
    expect(logged()).toHaveLength(1);
    expect(logged()[0]?.msg).toMatch(/^database unavailable: request answered 503/);
    expect(logged()[0]?.err).toMatchObject({ message: 'connect ECONNREFUSED 127.0.0.1:5432' });

    // The window's end: the other 49, in one line.
    advance(UNAVAILABLE_LOG_EVERY_MS);
    vi.advanceTimersByTime(UNAVAILABLE_LOG_EVERY_MS);
    expect(logged()).toHaveLength(2);
    expect(logged()[1]).toMatchObject({
      msg: 'database unavailable: 49 more requests answered 503',
      requests: 49,
    });

    // Still down in the next window: its first request is logged with its error again.
    advance(1);
    await get(3);
    expect(logged()).toHaveLength(3);
    expect(logged()[2]?.err).toBeDefined();
    await app.close();
  });

  it('count what the window held before its next first line when no timer ran', async () => {
    const { app, get, logged, advance } = await appWithoutDatabase();
    await get(5);
    advance(UNAVAILABLE_LOG_EVERY_MS);
    await get(1);
    expect(logged().map((line) => line.msg)).toEqual([
      expect.stringMatching(/^database unavailable: request answered 503/),
      'database unavailable: 4 more requests answered 503',
      expect.stringMatching(/^database unavailable: request answered 503/),
    ]);
    await app.close();
  });
});
