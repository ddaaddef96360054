import { Writable } from 'node:stream';
import { endpoint } from '@roteiro/domain/api/endpoint';
import { bookingMessages } from '@roteiro/domain/booking/messages';
import { textRef } from '@roteiro/domain/i18n/texts';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { installErrorHandler, UNAVAILABLE_LOG_EVERY_MS } from './error-handler.ts';
import { defineRoute, trackRouteAccess } from './routing.ts';

const ZThing = z.object({});
const thingEndpoint = endpoint<{ response: typeof ZThing }>()('GET', '/api/thing');

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
  defineRoute(app, thingEndpoint, {
    access: 'public',
    summary: 'thing',
    response: ZThing,
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

describe('an error thrown with domain texts given as references', () => {
  /** An app whose one route throws `error`, and its answer. */
  async function answerOf(error: AppError) {
    const app = Fastify();
    trackRouteAccess(app);
    installErrorHandler(app);
    defineRoute(app, thingEndpoint, {
      access: 'public',
      summary: 'thing',
      response: ZThing,
      handler: async () => {
        throw error;
      },
    });
    await app.ready();
    const reply = await app.inject({ method: 'GET', url: '/api/thing' });
    await app.close();
    return reply;
  }

  it('answers the English of the message and of each field, and which text each is, with its values', async () => {
    const reply = await answerOf(
      new AppError('VALIDATION_FAILED', textRef(bookingMessages, 'participantsMax', 20), {
        participants: textRef(bookingMessages, 'participantsMax', 20),
        day: textRef(bookingMessages, 'pastDate'),
        note: 'Plain English, no reference.',
      }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'At most 20 participants',
        text: { id: 'booking.participantsMax', args: [20] },
        fields: {
          participants: 'At most 20 participants',
          day: bookingMessages.pastDate,
          note: 'Plain English, no reference.',
        },
        fieldTexts: {
          participants: { id: 'booking.participantsMax', args: [20] },
          day: { id: 'booking.pastDate' },
        },
      },
    });
  });

  it("answers a code's own text as a reference when the thrower says nothing", async () => {
    const reply = await answerOf(new AppError('NOT_FOUND'));
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'We could not find what you were looking for.',
        text: { id: 'messages.notFound' },
      },
    });
  });
});
