import { endpoint } from '@roteiro/domain/api/endpoint';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandler } from './error-handler.ts';
import { defineRoute, markPublic, trackRouteAccess } from './routing.ts';

const ZEmpty = z.object({});
const xEndpoint = endpoint<{ response: typeof ZEmpty }>()('GET', '/api/x');
const boomEndpoint = endpoint<{ response: typeof ZEmpty }>()('GET', '/api/boom');
const ZThingRequest = z.object({
  title: z.string().min(5, 'The tour title has to have at least 5 characters'),
});
const ZThingAnswer = z.object({ title: z.string() });
const thingsEndpoint = endpoint<{ body: typeof ZThingRequest; response: typeof ZThingAnswer }>()(
  'POST',
  '/api/things',
);
const ZPricedThing = z.object({ id: z.string(), priceCents: z.number().int() });
const thingEndpoint = endpoint<{ response: typeof ZPricedThing }>()('GET', '/api/thing');

describe('route access declarations', () => {
  it('refuses to start when a route has no access declaration', async () => {
    const app = Fastify();
    trackRouteAccess(app);
    app.get('/api/forgotten', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten/);
  });

  it('starts when every route is declared, including public plugin scopes', async () => {
    const app = Fastify();
    const table = trackRouteAccess(app);
    defineRoute(app, xEndpoint, {
      access: 'admin',
      summary: 'x',
      response: ZEmpty,
      handler: async () => ({}),
    });
    await app.register(async (scope) => {
      markPublic(scope);
      scope.get('/files/*', async () => 'file');
    });
    await app.ready();
    expect(table.map(({ method, url, access }) => ({ method, url, access }))).toEqual([
      { method: 'GET', url: '/api/x', access: 'admin' },
      { method: 'GET', url: '/files/*', access: 'public' },
    ]);
    await app.close();
  });
});

describe('input parsing', () => {
  it('answers a bad body with 400 and the schema message per field', async () => {
    const app = Fastify();
    trackRouteAccess(app);
    installErrorHandler(app);
    app.setValidatorCompiler(() => () => true);
    defineRoute(app, thingsEndpoint, {
      access: 'public',
      summary: 'things',
      body: ZThingRequest,
      response: ZThingAnswer,
      handler: async ({ body }) => body,
      status: 201,
    });
    const bad = await app.inject({ method: 'POST', url: '/api/things', payload: { title: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid. Please check them and try again.',
        text: { id: 'messages.invalidInput' },
        fields: { title: 'The tour title has to have at least 5 characters' },
      },
    });
    const good = await app.inject({ method: 'POST', url: '/api/things', payload: { title: 'Alfama walk' } });
    expect(good.statusCode).toBe(201);
    expect(good.json()).toEqual({ title: 'Alfama walk' });
  });

  it('never leaks internals on an unexpected error', async () => {
    const app = Fastify();
    trackRouteAccess(app);
    installErrorHandler(app);
    defineRoute(app, boomEndpoint, {
      access: 'public',
      summary: 'boom',
      response: ZEmpty,
      handler: async () => {
        throw new Error('password=hunter2 in a stack');
      },
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json().error.code).toBe('INTERNAL');
  });
});

describe('answer contracts', () => {
  async function appAnswering(answer: unknown, checkResponses: boolean) {
    const app = Fastify();
    trackRouteAccess(app);
    installErrorHandler(app);
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    app.decorate('checkResponses', checkResponses);
    defineRoute(app, thingEndpoint, {
      access: 'public',
      summary: 'thing',
      response: ZPricedThing,
      // The cast stands for a service whose type drifted from its contract.
      handler: async () => answer as { id: string; priceCents: number },
    });
    await app.ready();
    return app;
  }

  it('sends an answer that keeps its contract', async () => {
    const app = await appAnswering({ id: 'a', priceCents: 1200 }, true);
    const res = await app.inject({ method: 'GET', url: '/api/thing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'a', priceCents: 1200 });
  });

  it('fails (500, nothing leaked) when checking answers and one breaks its contract', async () => {
    for (const answer of [
      { id: 'a', priceCents: 12.5 },
      { id: 'a', priceCents: 1200, passwordHash: 'x' },
    ]) {
      const app = await appAnswering(answer, true);
      const res = await app.inject({ method: 'GET', url: '/api/thing' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('passwordHash');
    }
  });
});
