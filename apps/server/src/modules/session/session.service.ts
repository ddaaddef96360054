import {
  HOME_BY_ROLE,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_WINDOW_MS,
  type TSessionUser,
} from '@roteiro/domain/auth/roles';
import type { TSignInLinkRequest, TSignInRequest } from '@roteiro/domain/auth/schemas';
import { DEFAULT_LOCALE, withLocaleQuery } from '@roteiro/domain/i18n/locale';
import { isAPIError } from 'better-auth/api';
import type { Db } from '../../db/database.ts';
import type { Auth } from '../../platform/auth/auth.ts';
import {
  findSessionUser,
  pruneSignInAttempts,
  releaseSignInAttempts,
} from '../../platform/auth/session.repository.ts';
import { reservePasswordAttempt } from '../../platform/auth/sign-in-attempts.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { THROTTLE, type Throttle } from '../../platform/http/throttle.ts';
import { findAccountByEmail, findAccountWithPassword } from '../accounts/accounts.service.ts';

export type SessionDeps = { auth: Auth; db: Db; throttle: Throttle };

/** Counts a sign-in link against the inbox's limit (shared with the sign-in link route); false past it. */
async function isLinkAllowed(throttle: Throttle, email: string): Promise<boolean> {
  try {
    await throttle.hit(THROTTLE.signInLinkByEmail, email.toLowerCase());
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') {
      return false;
    }
    throw error;
  }
}

type AuthAnswer = { ok: boolean; code: string | undefined; userId: string | undefined; cookies: string[] };

/** Calls a better-auth endpoint as a Response and reads its outcome, whether it answered or threw. */
async function callAuth(run: () => Promise<Response>): Promise<AuthAnswer> {
  try {
    const response = await run();
    const body = (await response.json().catch(() => ({}))) as { code?: string; user?: { id?: string } };
    return {
      ok: response.ok,
      code: body.code,
      userId: body.user?.id,
      cookies: response.headers.getSetCookie(),
    };
  } catch (error) {
    if (isAPIError(error)) {
      const body = error.body as { code?: string } | undefined;
      return { ok: false, code: body?.code, userId: undefined, cookies: [] };
    }
    throw error;
  }
}

/**
 * Past the account's limit (guessing from many addresses), a password alone no longer signs in: the right one
 * e-mails a sign-in link instead, and the answer is the same whatever the password, so guessing teaches nothing
 * and the owner is not locked out (docs/decisions.md).
 */
async function answerWithSignInLink(
  deps: SessionDeps,
  input: TSignInRequest,
  { headers, release }: { headers: Headers; release: () => Promise<void> },
): Promise<never> {
  const account = await findAccountWithPassword(deps.db, input.email, input.password);
  if (account) {
    await release();
    if (await isLinkAllowed(deps.throttle, input.email)) {
      await requestSignInLink(deps, { email: input.email }, headers);
    }
  }
  throw new AppError('SIGN_IN_LINK_REQUIRED');
}

export async function signInWithPassword(
  deps: SessionDeps,
  input: TSignInRequest,
  { ip, headers }: { ip: string; headers: Headers },
): Promise<{ user: TSessionUser; cookies: string[] }> {
  const { auth, db } = deps;
  const now = new Date();
  // Three keys, so that one noisy address (all of an office, or a proxy without TRUST_PROXY) cannot lock
  // every account out, and guessing from many addresses still stops (docs/decisions.md).
  const { reserved, accountCount } = await reservePasswordAttempt(db, { email: input.email, ip, now });
  // Only wrong passwords stay counted.
  const release = () => releaseSignInAttempts(db, reserved);
  if (accountCount > SIGN_IN_MAX_FAILURES_PER_ACCOUNT) {
    return answerWithSignInLink(deps, input, { headers, release });
  }
  const answer = await callAuth(() =>
    auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      asResponse: true,
    }),
  );
  if (answer.code === 'ACCOUNT_DEACTIVATED') {
    await release();
    throw new AppError('ACCOUNT_DEACTIVATED');
  }
  if (!answer.ok || !answer.userId) {
    await pruneSignInAttempts(db, new Date(now.getTime() - SIGN_IN_WINDOW_MS));
    throw new AppError('INVALID_CREDENTIALS');
  }
  await release();
  const found = await findSessionUser(db, answer.userId);
  if (!found) {
    throw new AppError('INVALID_CREDENTIALS');
  }
  const { deactivatedAt: _ignored, ...user } = found;
  return { user, cookies: answer.cookies };
}

/**
 * Sends a sign-in link when the address belongs to an active account; answers the same either way. The e-mail is
 * in the account's language (its setting, issue 36; not the asking page's), and a link that no longer works leads
 * to the sign-in page in it too.
 */
export async function requestSignInLink(
  { auth, db }: SessionDeps,
  input: TSignInLinkRequest,
  headers: Headers,
): Promise<void> {
  const account = await findAccountByEmail(db, input.email);
  if (!account || account.isDeactivated) {
    return;
  }
  const { locale } = account;
  // Without a page to return to, the link leads where the role's password sign-in leads.
  const callbackURL = input.callbackPath ?? HOME_BY_ROLE[account.role];
  await auth.api.signInMagicLink({
    body: {
      email: input.email,
      callbackURL,
      errorCallbackURL: withLocaleQuery('/login?link=invalid', locale === DEFAULT_LOCALE ? null : locale),
      metadata: { locale },
    },
    headers,
  });
}

export async function signOut({ auth }: SessionDeps, headers: Headers): Promise<string[]> {
  const answer = await callAuth(() => auth.api.signOut({ headers, asResponse: true }));
  return answer.cookies;
}
