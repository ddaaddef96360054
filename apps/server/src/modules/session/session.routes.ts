import {
  ZAuthProvidersResponse,
  ZSessionResponse,
  ZSignInLinkRequest,
  ZSignInRequest,
  ZSignInResponse,
} from '@roteiro/domain/auth/schemas';
import { sessionApi } from '@roteiro/domain/auth/session.api';
import { OK, ZOkResponse } from '@roteiro/domain/common/responses';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookies } from '../../platform/auth/session-cookie.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { defineRoute } from '../../platform/http/routing.ts';
import { THROTTLE } from '../../platform/http/throttle.ts';
import { requestSignInLink, type SessionDeps, signInWithPassword, signOut } from './session.service.ts';

export function sessionRoutes(
  app: FastifyInstance,
  routeDeps: Omit<SessionDeps, 'throttle'> & { googleEnabled: boolean },
): void {
  const tags = ['session'];
  const deps: SessionDeps & { googleEnabled: boolean } = { ...routeDeps, throttle: app.throttle };

  defineRoute(app, sessionApi.current, {
    access: 'public',
    summary: 'The signed-in user, or null',
    tags,
    readsSession: true,
    response: ZSessionResponse,
    handler: async ({ request, reply }) => {
      if (request.sessionEndedByDeactivation) {
        reply.header('set-cookie', clearSessionCookies);
        throw new AppError('ACCOUNT_DEACTIVATED');
      }
      reply.header('cache-control', 'no-store');
      return { user: request.sessionUser };
    },
  });

  defineRoute(app, sessionApi.providers, {
    access: 'public',
    summary: 'Which sign-in methods are available',
    tags,
    response: ZAuthProvidersResponse,
    handler: async () => ({ google: deps.googleEnabled }),
  });

  defineRoute(app, sessionApi.signIn, {
    access: 'signedOut',
    summary: 'Sign in with e-mail and password',
    tags,
    body: ZSignInRequest,
    response: ZSignInResponse,
    handler: async ({ request, reply, body }) => {
      const { user, cookies } = await signInWithPassword(deps, body, {
        ip: request.ip,
        headers: fromNodeHeaders(request.headers),
      });
      reply.header('set-cookie', cookies);
      return { user };
    },
  });

  defineRoute(app, sessionApi.signInLink, {
    access: 'signedOut',
    summary: 'E-mail a sign-in link',
    tags,
    body: ZSignInLinkRequest,
    response: ZOkResponse,
    throttle: [
      { ...THROTTLE.signInLinkByAddress, by: 'ip' },
      { ...THROTTLE.signInLinkByEmail, by: ({ body }) => body.email },
    ],
    handler: async ({ request, body }) => {
      await requestSignInLink(deps, body, fromNodeHeaders(request.headers));
      return OK;
    },
  });

  defineRoute(app, sessionApi.signOut, {
    access: 'signedIn',
    summary: 'Sign out: ends the session on the server',
    tags,
    response: ZOkResponse,
    handler: async ({ request, reply }) => {
      const cookies = await signOut(deps, fromNodeHeaders(request.headers));
      reply.header('set-cookie', cookies.length > 0 ? cookies : clearSessionCookies);
      return OK;
    },
  });
}
