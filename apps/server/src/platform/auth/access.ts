import { roleSatisfies, type TAccess, type TSessionUser } from '@roteiro/domain/auth/roles';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { batchedLookup } from '../../db/batched-lookup.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { Auth } from './auth.ts';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth.ts';
import {
  endUserSessions,
  findEndedSession,
  findSessionsWithUsers,
  findSessionUser,
} from './session.repository.ts';
import { sessionTokenFromCookie, verifiedSessionToken } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: TSessionUser | null;
    /** Set when the request carried a session that was ended because the account was deactivated. */
    sessionEndedByDeactivation: boolean;
  }
}

export type SessionResolver = (
  request: FastifyRequest,
) => Promise<{ user: TSessionUser | null; ended: boolean }>;

/**
 * Who sends a request. The hot path reads the session and its user in one query, once the cookie's signature is
 * checked as better-auth checks it (requests arriving together share that query); better-auth's own look-up (a few queries) still serves everything else: no
 * valid cookie, an unknown or expired session, and a session due for its daily extension (which it writes).
 */
export function createSessionResolver(auth: Auth, db: Db, secret: string): SessionResolver {
  const findSessionWithUser = batchedLookup((tokens: string[]) => findSessionsWithUsers(db, tokens));
  const settle = async (found: (TSessionUser & { deactivatedAt: Date | null }) | null) => {
    if (!found) {
      return { user: null, ended: false };
    }
    const { deactivatedAt, ...user } = found;
    if (deactivatedAt) {
      // Deactivated while this session was alive: end them all now.
      await db.transaction().execute((trx) => endUserSessions(trx, user.id, 'deactivated'));
      return { user: null, ended: true };
    }
    return { user, ended: false };
  };
  return async (request) => {
    const token = verifiedSessionToken(request.headers.cookie, secret);
    if (token) {
      const found = await findSessionWithUser(token);
      const now = Date.now();
      const expiresAt = found?.expiresAt.getTime() ?? 0;
      // better-auth extends a session once it is a day old (`updateAge`): that request goes its way.
      const isDueForExtension =
        expiresAt - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now;
      if (found && expiresAt > now && !isDueForExtension) {
        const { expiresAt: _expiresAt, ...sessionUser } = found;
        return settle(sessionUser);
      }
    }
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) {
      const cookieToken = sessionTokenFromCookie(request.headers.cookie);
      const ended = cookieToken ? await findEndedSession(db, cookieToken) : null;
      return { user: null, ended: ended !== null };
    }
    return settle(await findSessionUser(db, session.user.id));
  };
}

/**
 * Enforces each route's declared access before the body is read: a visitor on a protected route gets
 * 401 (403 with the deactivation message when their session was ended by a deactivation), a wrong
 * role 403, a signed-in user on a signed-out-only route 403.
 */
export function installAccessControl(app: FastifyInstance, resolveSession: SessionResolver): void {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionEndedByDeactivation', false);
  const enforce = async (request: FastifyRequest, access: TAccess) => {
    const { user, ended } = await resolveSession(request);
    request.sessionUser = user;
    request.sessionEndedByDeactivation = ended;
    if (access === 'public') {
      return;
    }
    if (access === 'signedOut') {
      if (user) {
        throw new AppError('FORBIDDEN', textRef(messages, 'alreadySignedIn'));
      }
      return;
    }
    if (!user) {
      throw ended ? new AppError('ACCOUNT_DEACTIVATED') : new AppError('UNAUTHENTICATED');
    }
    if (!roleSatisfies(access, user.role)) {
      throw new AppError('FORBIDDEN');
    }
  };
  app.addHook('onRequest', (request, _reply, done) => {
    const { access, readsSession } = request.routeOptions.config;
    // Public routes serve everyone alike: no session look-up unless the route asks for it. Reseller routes
    // authenticate their API key in their own scope (modules/distribution/octo-auth.ts), never by a session.
    if (!access || (access === 'public' && !readsSession) || access === 'reseller') {
      done();
      return;
    }
    enforce(request, access).then(() => done(), done);
  });
}

/**
 * Tenant check for a company's data: the company itself, its employees (acting under it) and admins pass;
 * anyone else gets 404 so other companies cannot learn what exists.
 */
export function assertCompanyAccess(user: TSessionUser, companyId: string): void {
  if (user.role === 'admin') {
    return;
  }
  if (user.companyId !== companyId) {
    throw new AppError('NOT_FOUND');
  }
}
