import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A machine-to-machine write (the payment webhook): reachable from anywhere, its signature decides. */
    allowsCrossOrigin?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a write comes from the app itself: its `Origin` is APP_URL's, or the address the request was sent to
 * (the app opened as http://127.0.0.1:3000 while APP_URL says localhost; a page of another site cannot send the
 * app's own host as its origin); without one, a browser's
 * `Sec-Fetch-Site` says same-origin (or none: the person did it); a request with neither is not from a browser
 * (curl, a server), where no cookie of a visitor rides along, so it passes (docs/decisions.md).
 */
export function isSameOriginWrite(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return origin === appOrigin || origin === `${request.protocol}://${request.host}`;
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * Refuses state-changing requests that a browser sends from another site (a form or a `text/plain` fetch
 * carrying the visitor's cookie), before the session is even looked up. Reads stay open.
 */
export function refuseCrossOriginWrites(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      !READ_METHODS.has(request.method) &&
        !request.routeOptions.config.allowsCrossOrigin &&
        !isSameOriginWrite(request, appOrigin)
        ? new AppError('FORBIDDEN', textRef(messages, 'crossOriginRefused'))
        : undefined,
    );
  });
}
