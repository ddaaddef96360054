import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { keyDigest } from '../../platform/key-digest.ts';
import { findResellerByKeyDigest, type ResellerRow } from './distribution.repository.ts';
import { OctoError } from './octo-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reseller whose API key authenticated a request under `/octo`. */
    reseller: ResellerRow | null;
  }
}

/** Requests per reseller key per minute (docs/decisions.md, "Distribution"). */
export const RESELLER_KEY_LIMIT = { bucket: 'octo/key', max: 600, windowSeconds: 60 };

/** The reseller of a request (set by `authenticateResellers`); a route of access `reseller` always has one. */
export function resellerOf(request: FastifyRequest): ResellerRow {
  if (!request.reseller) {
    throw new OctoError('UNAUTHORIZED', 'Send your API key in the Authorization header');
  }
  return request.reseller;
}

/**
 * In the OCTO scope: `Authorization: Bearer <key>` names a reseller by its key's digest (a revoked key names none),
 * and each key is limited per minute (the app's shared request throttle). Before the body is read.
 */
export function authenticateResellers(scope: FastifyInstance, db: Db): void {
  scope.decorateRequest('reseller', null);
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.access !== 'reseller') {
      return;
    }
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S{1,200})\s*$/i.exec(header);
    if (!match?.[1]) {
      throw new OctoError('UNAUTHORIZED', 'Send your API key in the Authorization header');
    }
    const reseller = await findResellerByKeyDigest(db, keyDigest(match[1]));
    if (!reseller) {
      // OCTO: no key is UNAUTHORIZED (401); a key that is invalid or revoked is FORBIDDEN (403).
      throw new OctoError('FORBIDDEN', 'The API key you provided is invalid or has been revoked');
    }
    await scope.throttle.hit(RESELLER_KEY_LIMIT, reseller.keyId);
    request.reseller = reseller;
  });
}
