import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandler } from './error-handler.ts';
import { defineRoute, markPublic, trackRouteAccess } from './routing.ts';

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
    defineRoute(app, {
      method: 'GET',
      url: '/api/x',
      access: 'admin',
      summary: 'x',
      handler: async () => ({}),
    });
    await app.register(async (scope) => {
      markPublic(scope);
      scope.get('/files/*', async () => 'file');
    });
    await app.ready();
    expect(table).toEqual([
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
    defineRoute(app, {
      method: 'POST',
      url: '/api/things',
      access: 'public',
      summary: 'things',
      body: z.object({ title: z.string().min(5, 'The tour title has to have at least 5 characters') }),
      handler: async ({ body }) => body,
      status: 201,
    });
    const bad = await app.inject({ method: 'POST', url: '/api/things', payload: { title: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid. Please check them and try again.',
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
    defineRoute(app, {
      method: 'GET',
      url: '/api/boom',
      access: 'public',
      summary: 'boom',
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
