import type { TAccess } from '@roteiro/domain/auth/roles';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rawResponse, routeSchema } from '../http/routing.ts';
import type { Auth } from './auth.ts';

/** Hands a request to better-auth's own handler (sign-in link landing, OAuth) and relays its answer. */
async function relay(auth: Auth, appUrl: string, request: FastifyRequest, reply: FastifyReply) {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const response = await auth.handler(
    new Request(new URL(request.url, appUrl), {
      method: request.method,
      headers: fromNodeHeaders(request.headers),
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') {
      reply.header(name, value);
    }
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    reply.header('set-cookie', cookies);
  }
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/** Only the better-auth endpoints the product uses are exposed; password sign-in goes through /api/session. */
export function authRelayRoutes(
  app: FastifyInstance,
  auth: Auth,
  appUrl: string,
  googleEnabled: boolean,
): void {
  const handler = (request: FastifyRequest, reply: FastifyReply) => relay(auth, appUrl, request, reply);
  const schema = (access: TAccess, summary: string, status: number) =>
    routeSchema({
      access,
      summary,
      tags: ['session'],
      status,
      response: rawResponse(
        'text/html',
        'better-auth answers: a redirect into the app with the session cookie',
      ),
    });
  app.get(
    '/api/auth/magic-link/verify',
    { config: { access: 'public' }, schema: schema('public', 'Open an e-mailed sign-in link', 302) },
    handler,
  );
  if (googleEnabled) {
    app.post(
      '/api/auth/sign-in/social',
      { config: { access: 'signedOut' }, schema: schema('signedOut', 'Start signing in with Google', 200) },
      handler,
    );
    app.get(
      '/api/auth/callback/:provider',
      { config: { access: 'public' }, schema: schema('public', "Google's return after sign-in", 302) },
      handler,
    );
  }
}
