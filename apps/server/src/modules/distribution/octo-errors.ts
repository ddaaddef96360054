import { OCTO_CAPABILITIES, octoStatus, type TOctoError } from '@roteiro/domain/distribution/octo';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** An OCTO error: `{ error, errorMessage, …the id it is about }` with OCTO's status. */
export class OctoError extends Error {
  readonly code: TOctoError;
  readonly status: number;
  readonly extra: Record<string, string>;
  constructor(code: TOctoError, message: string, extra: Record<string, string> = {}) {
    super(message);
    this.name = 'OctoError';
    this.code = code;
    this.status = octoStatus(code);
    this.extra = extra;
  }
}

/** The app's own errors (input, access, limits) in OCTO's words. */
function fromAppError(error: AppError): OctoError {
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return new OctoError('UNAUTHORIZED', error.message);
    case 'FORBIDDEN':
      return new OctoError('FORBIDDEN', error.message);
    case 'TOO_MANY_REQUESTS':
      return new OctoError('TOO_MANY_REQUESTS', error.message);
    case 'CONFLICT':
      return new OctoError('UNPROCESSABLE_ENTITY', error.message);
    default: {
      if (error.status >= 500) {
        return new OctoError('INTERNAL_SERVER_ERROR', 'Internal server error');
      }
      const fields = error.fields ? Object.entries(error.fields) : [];
      const detail = fields.map(([name, text]) => `${name}: ${text}`).join('; ');
      return new OctoError('BAD_REQUEST', detail ? `${error.message} (${detail})` : error.message);
    }
  }
}

/** Every error under `/octo` answers in OCTO's shape; a reseller's mistake is never a 5xx. */
export function installOctoErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    let octo: OctoError;
    if (error instanceof OctoError) {
      octo = error;
    } else if (error instanceof AppError) {
      octo = fromAppError(error);
      if (octo.status >= 500) {
        request.log.error({ err: error, cause: error.cause }, 'octo request failed');
      }
    } else if (isUniqueViolation(error)) {
      octo = new OctoError('BAD_REQUEST', 'This uuid is already used by another booking');
    } else if ((error.statusCode ?? 500) < 500) {
      octo = new OctoError('BAD_REQUEST', 'The request could not be read');
    } else {
      request.log.error({ err: error }, 'octo: unexpected error');
      octo = new OctoError('INTERNAL_SERVER_ERROR', 'Internal server error');
    }
    const headers = error instanceof AppError ? error.headers : {};
    return reply
      .status(octo.status)
      .headers(headers)
      .send({ error: octo.code, errorMessage: octo.message, ...octo.extra });
  });
}

/**
 * The answer's `Octo-Capabilities` header: the capabilities asked for (the request's header, comma-separated) that
 * this API applies, in its own order and spelling; unknown ones are ignored, none asked gives an empty header.
 */
export function appliedCapabilities(asked: string | string[] | undefined): string {
  const wanted = new Set(
    (Array.isArray(asked) ? asked.join(',') : (asked ?? ''))
      .split(',')
      .map((capability) => capability.trim().toLowerCase())
      .filter(Boolean),
  );
  return OCTO_CAPABILITIES.filter((capability) => wanted.has(capability)).join(', ');
}
