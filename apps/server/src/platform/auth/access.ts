import { roleSatisfies, type TSessionUser } from '@roteiro/domain/auth/roles';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { Auth } from './auth.ts';
import { endUserSessions, findEndedSession, findSessionUser } from './session.repository.ts';
import { sessionTokenFromCookie } from './session-cookie.ts';

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

export function createSessionResolver(auth: Auth, db: Db): SessionResolver {
  return async (request) => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) {
      const token = sessionTokenFromCookie(request.headers.cookie);
      const ended = token ? await findEndedSession(db, token) : null;
      return { user: null, ended: ended !== null };
    }
    const found = await findSessionUser(db, session.user.id);
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
}

/**
 * Enforces each route's declared access before the body is read: a visitor on a protected route gets
 * 401 (403 with the deactivation message when their session was ended by a deactivation), a wrong
 * role 403, a signed-in user on a signed-out-only route 403.
 */
export function installAccessControl(app: FastifyInstance, resolveSession: SessionResolver): void {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionEndedByDeactivation', false);
  app.addHook('onRequest', async (request) => {
    const { access, readsSession } = request.routeOptions.config;
    // Public routes serve everyone alike: no session look-up unless the route asks for it.
    if (!access || (access === 'public' && !readsSession)) {
      return;
    }
    const { user, ended } = await resolveSession(request);
    request.sessionUser = user;
    request.sessionEndedByDeactivation = ended;
    if (access === 'public') {
      return;
    }
    if (access === 'signedOut') {
      if (user) {
        throw new AppError('FORBIDDEN', 'You are already signed in.');
      }
      return;
    }
    if (!user) {
      throw ended ? new AppError('ACCOUNT_DEACTIVATED') : new AppError('UNAUTHENTICATED');
    }
    if (!roleSatisfies(access, user.role)) {
      throw new AppError('FORBIDDEN');
    }
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
