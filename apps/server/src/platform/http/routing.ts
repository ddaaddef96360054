import type { TEndpoint, TEndpointSchemas, TSchemasOf } from '@roteiro/domain/api/endpoint';
import { isAccessLevel, type TAccess, type TSessionUser } from '@roteiro/domain/auth/roles';
import { ZErrorBody } from '@roteiro/domain/errors/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import type { HeldAnswers } from './held-answers.ts';
import { parseInput } from './parse.ts';
import type { PublicCache } from './public-cache.ts';
import { assertMatchesContract } from './response-contract.ts';
import type { Throttle, TThrottleLimit } from './throttle.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
    /** A public route that still wants to know who is signed in (other public routes skip the look-up). */
    readsSession?: boolean;
    /** The route's input schemas (tests walk them: every text bounded, random bodies never a 5xx). */
    input?: RouteInput;
    /** Declares request limits (a public write must, unless it is exempt: throttle.int.test.ts). */
    isThrottled?: boolean;
    /** A cached public read: a fresh answer in the public cache is sent by the app's early hook. */
    isCachedRead?: boolean;
    /** A public read whose answers are kept in `heldAnswers` (defineRoute): the early hook sends them while they hold. */
    holdsAnswers?: boolean;
  }
  interface FastifyInstance {
    /** Development and tests: every JSON answer is checked against its route's response schema. */
    checkResponses: boolean;
    /** Short-lived cache of public catalogue answers (routes with `cache: true`). */
    publicCache: PublicCache;
    /** Answers of public reads kept while the route says they hold (routes with `holdsAnswers`). */
    heldAnswers: HeldAnswers;
    /** Request counts shared by every process (routes with `throttle`). */
    throttle: Throttle;
  }
}

type Schema = z.ZodType | undefined;

/** The input schemas of a route: JSON body (or multipart text fields), query string and path parameters. */
export type RouteInput = {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Multipart routes: the file fields (the body schema then holds the text fields). */
  files?: string[];
};
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** An answer that is not JSON (a file, a page, XML): the handler sends it with `reply`. */
export type RawResponse = { kind: 'raw'; contentType: string; description: string };
export const rawResponse = (contentType: string, description: string): RawResponse => ({
  kind: 'raw',
  contentType,
  description,
});

export type ResponseContract = z.ZodType | RawResponse;
/** What a handler must resolve with: the contract's input (JSON), or anything for a raw answer. */
export type HandlerResult<R extends ResponseContract> = R extends z.ZodType ? z.input<R> : unknown;

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

/**
 * One limit of a route: counted per client address (`'ip'`; behind a proxy only with TRUST_PROXY) or per a key
 * taken from the parsed input (an e-mail address, a booking reference; no key, no count). Counted after the
 * input is valid, before the handler: a request refused as invalid neither counts nor costs a row.
 */
export type ThrottleRule<B extends Schema, Q extends Schema, P extends Schema> = TThrottleLimit & {
  by: 'ip' | ((ctx: RouteContext<B, Q, P>) => string | undefined);
};

type RouteBase = {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  access: TAccess;
  summary: string;
  tags?: string[];
  /** Status of a successful answer (default 200). */
  status?: number;
  /** Public routes only: look up the session although the route is public (e.g. "who am I?"). */
  readsSession?: boolean;
  /** The body of the route's refusals in the API document, when not the app's own (an outside standard's). */
  errorBody?: z.ZodType;
  /** Request headers the route reads, for the API document only (never validated by it). */
  headers?: z.ZodType;
};

export type RouteDefinition<
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  R extends ResponseContract,
> = RouteBase & {
  body?: B;
  query?: Q;
  params?: P;
  /** The answer's contract: a zod schema from the domain package (checked in development and tests). */
  response: R;
  /**
   * A public read whose answer depends only on its URL: served from the public cache (ETag, compressed,
   * a few seconds fresh; emptied by writes that change the catalogue).
   */
  cache?: boolean;
  /**
   * A public read whose answers can be sent again while they hold: given an answer, the test of whether it still
   * holds (or null: not kept). Answers are kept per URL once sent with 200, and the app's early hook sends them.
   */
  holdsAnswers?: (answer: HandlerResult<R>) => (() => boolean) | null;
  /** A write that changes what cached public reads show: the public cache is emptied once it succeeds. */
  invalidatesPublicCache?: boolean;
  /** Limits for a route that sends mail or creates rows for anyone who asks (429 with `Retry-After` past one). */
  throttle?: ThrottleRule<B, Q, P>[];
  handler: (ctx: RouteContext<B, Q, P>) => Promise<HandlerResult<R>>;
};

/** A zod schema as JSON Schema for the OpenAPI document. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const errorResponse = {
  description: 'Error: { error: { code, message, text?, fields?, fieldTexts? } }',
  ...jsonSchema(ZErrorBody, 'output'),
};

/** The `schema` Fastify and the OpenAPI document get for a route: access, input and answers. */
export function routeSchema(
  def: Pick<RouteBase, 'summary' | 'tags' | 'access' | 'status' | 'errorBody' | 'headers'> & {
    response: ResponseContract;
  },
  input: { body?: Record<string, unknown>; querystring?: z.ZodType; params?: z.ZodType } = {},
) {
  const status = String(def.status ?? 200);
  const success =
    'kind' in def.response
      ? {
          description: def.response.description,
          content: { [def.response.contentType]: { schema: { type: 'string', format: 'binary' } } },
        }
      : { description: 'Success', ...jsonSchema(def.response, 'output') };
  return {
    summary: def.summary,
    tags: def.tags,
    description: `Access: ${def.access}`,
    ...(input.body ? { body: input.body } : {}),
    ...(input.querystring ? { querystring: jsonSchema(input.querystring, 'input') } : {}),
    ...(input.params ? { params: jsonSchema(input.params, 'input') } : {}),
    ...(def.headers ? { headers: jsonSchema(def.headers, 'input') } : {}),
    response: {
      [status]: success,
      '4xx': def.errorBody
        ? { description: def.errorBody.description ?? 'Error', ...jsonSchema(def.errorBody, 'output') }
        : errorResponse,
    },
  };
}

/**
 * Route options that document a route in the OpenAPI document without converting its zod schemas at start-up:
 * Fastify gets the summary only (its validator and serializer compilers are switched off), and the full schema is
 * built when `/api/docs` is first asked for (converting every route's schemas cost about 0.1 s of each start).
 */
export function lazyDocs(
  def: Pick<RouteBase, 'summary' | 'tags'>,
  build: () => ReturnType<typeof routeSchema>,
) {
  return {
    schema: { summary: def.summary, tags: def.tags },
    swaggerTransform: ({ url }: { url: string }) => ({ url, schema: build() }),
  };
}

/** Checks a JSON answer against its route's contract where the app asks for it (development, tests). */
function checkContract(
  app: FastifyInstance,
  def: RouteBase & { response: ResponseContract },
  result: unknown,
) {
  if (!('kind' in def.response) && app.checkResponses) {
    assertMatchesContract(def.response, result ?? null, `${def.method} ${def.url}`);
  }
}

/** Sends a handler's result with the route's status, checking it against its contract where asked. */
export function finishReply(
  app: FastifyInstance,
  def: RouteBase & { response: ResponseContract },
  reply: FastifyReply,
  result: unknown,
) {
  if (reply.sent) {
    return reply;
  }
  checkContract(app, def, result);
  reply.status(def.status ?? 200);
  return result ?? null;
}

/** The signed-in user of a request, and `actor()` that insists on one. */
export function callerOf(request: FastifyRequest) {
  const user = request.sessionUser ?? null;
  return {
    user,
    actor: () => {
      if (!user) {
        throw new AppError('UNAUTHENTICATED');
      }
      return user;
    },
  };
}

/**
 * The schemas a route binds to its endpoint: exactly the ones the endpoint names (a schema it names is required,
 * one it does not name is refused), and a raw answer for an endpoint whose answer is not JSON.
 */
type TBoundSchemas<S extends TEndpointSchemas> = (S extends { body: infer Z }
  ? { body: Z }
  : { body?: undefined }) &
  (S extends { query: infer Z } ? { query: Z } : { query?: undefined }) &
  (S extends { params: infer Z } ? { params: Z } : { params?: undefined }) & {
    response: S['response'] extends z.ZodType ? S['response'] : RawResponse;
  };

/** A route of an endpoint: the endpoint gives its method and path; the route its schemas, access and handler. */
export type EndpointRoute<
  E extends TEndpoint,
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  R extends ResponseContract,
> = Omit<RouteDefinition<B, Q, P, R>, 'method' | 'url'> & TBoundSchemas<TSchemasOf<E>>;

/**
 * Registers the route of an endpoint (packages/domain/src/api): the endpoint gives its method and path, the route its
 * schemas (the endpoint's own), access declaration, answer's contract and handler. Zod schemas validate input in the
 * handler (with the domain's messages) and describe input and answers in the OpenAPI document; Fastify's own
 * validator and serializer compilers are switched off (app.ts).
 */
export function defineRoute<
  E extends TEndpoint,
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  R extends ResponseContract = ResponseContract,
>(app: FastifyInstance, endpoint: E, route: EndpointRoute<E, B, Q, P, R>): void {
  registerRoute<B, Q, P, R>(app, { ...route, method: endpoint.method, url: endpoint.path });
}

function registerRoute<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  R extends ResponseContract = ResponseContract,
>(app: FastifyInstance, def: RouteDefinition<B, Q, P, R>): void {
  if (
    (def.cache || def.holdsAnswers) &&
    (def.access !== 'public' || def.method !== 'GET' || 'kind' in def.response)
  ) {
    throw new Error(`${def.url}: only public JSON GET routes can be cached or hold their answers`);
  }
  // A cached read without limits is answered from the cache before its hooks run, and the cache sends its answers
  // already compressed: the compression plugin's hooks have nothing to do on it.
  const isCachedRead = Boolean(def.cache && !def.throttle?.length);
  const { schema, swaggerTransform } = lazyDocs(def, () =>
    routeSchema(def, {
      body: def.body ? jsonSchema(def.body, 'input') : undefined,
      querystring: def.query,
      params: def.params,
    }),
  );
  app.route({
    method: def.method,
    url: def.url,
    config: {
      access: def.access,
      readsSession: def.readsSession ?? false,
      swaggerTransform,
      input: { body: def.body, query: def.query, params: def.params },
      isThrottled: (def.throttle ?? []).length > 0,
      isCachedRead,
      holdsAnswers: def.holdsAnswers !== undefined,
    },
    ...(isCachedRead ? { compress: false, decompress: false } : {}),
    schema,
    handler: async (request, reply) => {
      const contextOf = () => ({
        request,
        reply,
        body: (def.body ? parseInput(def.body, request.body) : undefined) as Out<B>,
        query: (def.query ? parseInput(def.query, request.query) : undefined) as Out<Q>,
        params: (def.params ? parseInput(def.params, request.params) : undefined) as Out<P>,
        ...callerOf(request),
      });
      if (isCachedRead) {
        // An answer in the cache was built for this very URL, so its input was valid: it is parsed only to
        // build one (a bad input throws from the build, and refusals are never kept).
        return app.publicCache.serve(request, reply, async () => {
          const result = await def.handler(contextOf());
          checkContract(app, def, result);
          return result;
        });
      }
      const ctx = contextOf();
      for (const rule of def.throttle ?? []) {
        const key = rule.by === 'ip' ? request.ip : rule.by(ctx);
        if (key) {
          await app.throttle.hit(rule, key.toLowerCase());
        }
      }
      if (def.cache) {
        return app.publicCache.serve(request, reply, async () => {
          const result = await def.handler(ctx);
          checkContract(app, def, result);
          return result;
        });
      }
      const result = await def.handler(ctx);
      if (def.invalidatesPublicCache) {
        app.publicCache.invalidate();
      }
      const answer = finishReply(app, def, reply, result);
      const stillHolds = def.holdsAnswers && reply.statusCode === 200 ? def.holdsAnswers(result) : null;
      if (stillHolds) {
        // As its repeats say (held-answers.ts): the compression plugin says it only of an answer it compresses.
        reply.header('vary', 'accept-encoding');
        app.heldAnswers.keep(request.url, result, stillHolds);
      }
      return answer;
    },
  });
}

/**
 * Answers a cached public read from the public cache as early as the request's route is known: after the security
 * headers (the app's first hook), before the remaining hooks and the handler, which a hit does not need (its URL was
 * answered 200 before, so its input was valid; public reads look up no session). A miss goes on as usual. Routes
 * that hold their answers (`holdsAnswers`) are answered the same way while their held answer still holds.
 */
export function answerCachedReadsEarly(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { config } = request.routeOptions;
    if (
      request.method === 'GET' &&
      ((config.isCachedRead && app.publicCache.sendFresh(request, reply)) ||
        (config.holdsAnswers && app.heldAnswers.sendHeld(request, reply)))
    ) {
      return;
    }
    done();
  });
}

export type RegisteredRoute = {
  method: string;
  url: string;
  access: TAccess | undefined;
  input: RouteInput | undefined;
  isThrottled: boolean;
};

/**
 * Collects every route as it is registered and refuses to let the app become ready while any route
 * lacks an access declaration. Plugin scopes that only serve public files mark their routes with
 * `markPublic` before this check runs.
 */
export function trackRouteAccess(app: FastifyInstance): RegisteredRoute[] {
  const routes: {
    method: string | string[];
    url: string;
    config?: { access?: TAccess; input?: RouteInput; isThrottled?: boolean };
  }[] = [];
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
          table.push({
            method,
            url: route.url,
            access,
            input: route.config?.input,
            isThrottled: route.config?.isThrottled ?? false,
          });
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
