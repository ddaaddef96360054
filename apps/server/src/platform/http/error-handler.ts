import type { TErrorBody } from '@roteiro/domain/errors/errors';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUnreachable } from '../../db/unreachable.ts';
import { AppError } from './app-error.ts';
import { PRE_ROUTING_HEADERS } from './security-headers.ts';

function body(error: AppError): TErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.text ? { text: error.text } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.fieldTexts ? { fieldTexts: error.fieldTexts } : {}),
    },
  };
}

/** Maps Fastify's own client errors (bad JSON, too large, wrong content type) onto AppError codes. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    return undefined;
  }
  if (status === 413) {
    return new AppError('PAYLOAD_TOO_LARGE');
  }
  if (status === 415) {
    return new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  if (status === 429) {
    return new AppError('TOO_MANY_REQUESTS');
  }
  if (status === 404) {
    return new AppError('NOT_FOUND');
  }
  return new AppError('BAD_REQUEST', textRef(messages, 'requestUnreadable'));
}

/**
 * Seconds a client is asked to wait before trying again while the database (or another service a request needs)
 * cannot be reached just now: a restart, a failover, a network cut. Not the request's fault nor a bug: answered
 * 503 with `Retry-After`, and the pool connects again on its own.
 */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

function unavailable(): AppError {
  const error = new AppError('UNAVAILABLE');
  error.headers = { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
  return error;
}

/** While the database cannot be reached, one log line per this many ms, however many requests fail meanwhile. */
export const UNAVAILABLE_LOG_EVERY_MS = 10_000;

/**
 * Logs the requests answered 503 because the database cannot be reached: the first with its error, then one line
 * per `UNAVAILABLE_LOG_EVERY_MS` counting the others. An outage fails every request the same way, and a stack per
 * request (thousands a second on a busy server) would bury the log and cost the CPU the recovery needs.
 */
function unavailableLog(app: FastifyInstance, now: () => number) {
  let loggedAt = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  let flush: NodeJS.Timeout | undefined;
  const tellUnlogged = () => {
    flush = undefined;
    if (unlogged > 0) {
      app.log.error({ requests: unlogged }, `database unavailable: ${unlogged} more requests answered 503`);
      unlogged = 0;
    }
  };
  app.addHook('onClose', async () => {
    clearTimeout(flush);
  });
  return (request: FastifyRequest, error: FastifyError) => {
    const at = now();
    if (at - loggedAt >= UNAVAILABLE_LOG_EVERY_MS) {
      clearTimeout(flush);
      tellUnlogged();
      loggedAt = at;
      request.log.error(
        { err: error, cause: error.cause },
        `database unavailable: request answered 503 (the next ${UNAVAILABLE_LOG_EVERY_MS / 1000} s of them are counted in one line)`,
      );
      return;
    }
    unlogged += 1;
    if (!flush) {
      flush = setTimeout(tellUnlogged, loggedAt + UNAVAILABLE_LOG_EVERY_MS - at);
      flush.unref();
    }
  };
}

export function installErrorHandler(app: FastifyInstance, options: { now?: () => number } = {}): void {
  const logUnavailable = unavailableLog(app, options.now ?? Date.now);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!(error instanceof AppError) && isUnreachable(error)) {
      logUnavailable(request, error);
      const appError = unavailable();
      return reply.status(appError.status).headers(appError.headers).send(body(appError));
    }
    const appError = error instanceof AppError ? error : fromFastifyError(error);
    if (appError) {
      if (appError.status >= 500) {
        request.log.error({ err: error, cause: error.cause }, 'request failed');
      }
      return reply.status(appError.status).headers(appError.headers).send(body(appError));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(body(new AppError('INTERNAL')));
  });
}

/**
 * Fastify's answers before routing (a URL that is not valid percent-encoding, a path parameter too long) in the
 * app's error format: no hook runs for them.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const appError =
    error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('BAD_REQUEST', textRef(messages, 'malformedUrl'))
      : new AppError('INTERNAL');
  void reply.status(appError.status).headers(PRE_ROUTING_HEADERS).send(body(appError));
}

/**
 * A `%00` in the URL of a route that does not parse its input with a domain schema (those name the field):
 * refused before it reaches a query (PostgreSQL cannot store a NUL character).
 */
export function refuseNulInUrls(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      !request.routeOptions.config.input && request.url.includes('%00')
        ? new AppError('BAD_REQUEST', textRef(messages, 'malformedUrl'))
        : undefined,
    );
  });
}

export function errorBody(error: AppError): TErrorBody {
  return body(error);
}

/** Logs each answer that took longer than `slowMs` (failures are logged by the error handler, with the error). */
export function logSlowRequests(app: FastifyInstance, slowMs: number): void {
  app.addHook('onResponse', (request, reply, done) => {
    const elapsedMs = Math.round(reply.elapsedTime);
    if (elapsedMs >= slowMs) {
      request.log.warn(
        { method: request.method, url: request.url, statusCode: reply.statusCode, elapsedMs },
        'slow request',
      );
    }
    done();
  });
}
