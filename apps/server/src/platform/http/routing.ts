import { isAccessLevel, type TAccess, type TSessionUser } from '@roteiro/domain/auth/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { parseInput } from './parse.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
  }
}

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<B extends Schema, Q extends Schema, P extends Schema> = {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  /** The signed-in user, or null for a visitor. */
  user: TSessionUser | null;
  /** The signed-in user; throws 401 for a visitor (routes whose access already requires sign-in never throw). */
  actor: () => TSessionUser;
};

export type RouteDefinition<B extends Schema, Q extends Schema, P extends Schema> = {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  access: TAccess;
  summary: string;
  tags?: string[];
  body?: B;
  query?: Q;
  params?: P;
  /** Status of a successful answer (default 200). */
  status?: number;
  handler: (ctx: RouteContext<B, Q, P>) => Promise<unknown>;
};

function jsonSchema(schema: z.ZodType | undefined): Record<string, unknown> | undefined {
  if (!schema) {
    return undefined;
  }
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

/**
 * Registers a route with its access declaration. Zod schemas validate input in the handler (with the
 * domain's messages) and describe it in the OpenAPI document; Fastify's own validator is switched off.
 */
export function defineRoute<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
>(app: FastifyInstance, def: RouteDefinition<B, Q, P>): void {
  app.route({
    method: def.method,
    url: def.url,
    config: { access: def.access },
    schema: {
      summary: def.summary,
      tags: def.tags,
      description: `Access: ${def.access}`,
      ...(def.body ? { body: jsonSchema(def.body) } : {}),
      ...(def.query ? { querystring: jsonSchema(def.query) } : {}),
      ...(def.params ? { params: jsonSchema(def.params) } : {}),
    },
    handler: async (request, reply) => {
      const user = request.sessionUser ?? null;
      const ctx = {
        request,
        reply,
        body: (def.body ? parseInput(def.body, request.body) : undefined) as Out<B>,
        query: (def.query ? parseInput(def.query, request.query) : undefined) as Out<Q>,
        params: (def.params ? parseInput(def.params, request.params) : undefined) as Out<P>,
        user,
        actor: () => {
          if (!user) {
            throw new AppError('UNAUTHENTICATED');
          }
          return user;
        },
      };
      const result = await def.handler(ctx);
      if (reply.sent) {
        return reply;
      }
      reply.status(def.status ?? 200);
      return result ?? null;
    },
  });
}

export type RegisteredRoute = { method: string; url: string; access: TAccess | undefined };

/**
 * Collects every route as it is registered and refuses to let the app become ready while any route
 * lacks an access declaration. Plugin scopes that only serve public files mark their routes with
 * `markPublic` before this check runs.
 */
export function trackRouteAccess(app: FastifyInstance): RegisteredRoute[] {
  const routes: { method: string | string[]; url: string; config?: { access?: TAccess } }[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route as (typeof routes)[number]);
  });
  const table: RegisteredRoute[] = [];
  app.addHook('onReady', async () => {
    const missing: string[] = [];
    for (const route of routes) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const access = route.config?.access;
      if (!isAccessLevel(access)) {
        missing.push(`${methods.join(',')} ${route.url}`);
      }
      for (const method of methods) {
        if (method !== 'HEAD') {
          table.push({ method, url: route.url, access });
        }
      }
    }
    if (missing.length > 0) {
      throw new Error(`Routes without an access declaration:\n${missing.join('\n')}`);
    }
  });
  return table;
}

/** In a plugin scope (static files, API docs), declares every route it registers as public. */
export function markPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: 'public' };
  });
}
