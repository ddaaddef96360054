import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { markPublic } from './routing.ts';
import { apiDocsSecurityHeaders } from './security-headers.ts';

type SwaggerTransform = (input: { url: string }) => { url?: string; schema?: RouteOptions['schema'] };
type CollectedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'> & {
  config?: { swaggerTransform?: SwaggerTransform | false };
};

const DOCS_PREFIX = '/api/docs';

/**
 * `/api/docs` (Swagger UI) and `/api/docs/json|yaml` (the OpenAPI document), built on the first request rather
 * than at every start: @fastify/swagger, its UI and each route's zod → JSON Schema conversion cost about a
 * quarter of a second of a restart, and the documentation is read by a developer now and then. The first request
 * loads both plugins into a small Fastify instance that holds each route's documentation (its schema, no handler)
 * and answers from it; later requests reuse it.
 */
export function apiDocsRoutes(app: FastifyInstance, appUrl: string): void {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DOCS_PREFIX)) {
      routes.push(route as CollectedRoute);
    }
  });

  let docsApp: Promise<FastifyInstance> | undefined;
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    docsApp ??= buildDocsApp(routes).catch((error: unknown) => {
      docsApp = undefined;
      throw error;
    });
    const answer = await (await docsApp).inject({ method: 'GET', url: request.url });
    const { 'content-length': _length, 'transfer-encoding': _encoding, ...headers } = answer.headers;
    return reply.status(answer.statusCode).headers(headers).send(answer.rawPayload);
  };
  app.register(async (scope) => {
    markPublic(scope);
    // Swagger UI gets a policy of its own (no map tiles, its inline SVG icons).
    const config = { securityHeaders: apiDocsSecurityHeaders(appUrl) };
    scope.get(DOCS_PREFIX, { schema: { hide: true }, config }, serve);
    scope.get(`${DOCS_PREFIX}/*`, { schema: { hide: true }, config }, serve);
  });
}

async function buildDocsApp(routes: CollectedRoute[]): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ logger: false });
  // The documentation instance never validates or serialises: its routes are never called.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(swagger, {
    openapi: {
      info: { title: 'Roteiro API', version: '1.0.0', description: 'Every route states its access level.' },
    },
  });
  await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  for (const route of routes) {
    const transform = route.config?.swaggerTransform;
    const schema = transform ? (transform({ url: route.url }).schema ?? route.schema) : route.schema;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    if (methods.length > 0) {
      docs.route({ method: methods, url: route.url, schema, handler: async () => null });
    }
  }
  await docs.ready();
  return docs;
}
