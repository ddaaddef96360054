import {
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
  type TSessionUser,
} from '@roteiro/domain/auth/roles';
import type { TSignInLinkRequest, TSignInRequest } from '@roteiro/domain/auth/schemas';
import { DEFAULT_LOCALE, type TLocale, withLocaleQuery } from '@roteiro/domain/i18n/locale';
import { isAPIError } from 'better-auth/api';
import type { Db } from '../../db/database.ts';
import type { Auth } from '../../platform/auth/auth.ts';
import {
  countRecentSignInFailures,
  findSessionUser,
  pruneSignInFailures,
  recordSignInFailure,
} from '../../platform/auth/session.repository.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findAccountByEmail } from '../accounts/accounts.service.ts';

export type SessionDeps = { auth: Auth; db: Db };

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

export async function signInWithPassword(
  { auth, db }: SessionDeps,
  input: TSignInRequest,
  { ip, headers }: { ip: string; headers: Headers },
): Promise<{ user: TSessionUser; cookies: string[] }> {
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
  // Three keys, so that one noisy address (all of an office, or a proxy without TRUST_PROXY) cannot lock
  // every account out, and guessing from many addresses still stops (docs/decisions.md).
  const failures = await countRecentSignInFailures(db, { email: input.email, ip, since });
  if (
    failures.byEmailAndIp >= SIGN_IN_MAX_FAILURES ||
    failures.byEmail >= SIGN_IN_MAX_FAILURES_PER_ACCOUNT ||
    failures.byIp >= SIGN_IN_MAX_FAILURES_PER_ADDRESS
  ) {
    throw new AppError('TOO_MANY_REQUESTS');
  }
  const answer = await callAuth(() =>
    auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      asResponse: true,
    }),
  );
  if (answer.code === 'ACCOUNT_DEACTIVATED') {
    throw new AppError('ACCOUNT_DEACTIVATED');
  }
  if (!answer.ok || !answer.userId) {
    await recordSignInFailure(db, input.email, ip);
    await pruneSignInFailures(db, since);
    throw new AppError('INVALID_CREDENTIALS');
  }
  const found = await findSessionUser(db, answer.userId);
  if (!found) {
    throw new AppError('INVALID_CREDENTIALS');
  }
  const { deactivatedAt: _ignored, ...user } = found;
  return { user, cookies: answer.cookies };
}

/**
 * Sends a sign-in link when the address belongs to an active account; answers the same either way. The e-mail is
 * in the page's language, and a link that no longer works leads to the sign-in page in it too.
 */
export async function requestSignInLink(
  { auth, db }: SessionDeps,
  input: TSignInLinkRequest,
  headers: Headers,
  locale: TLocale,
): Promise<void> {
  const account = await findAccountByEmail(db, input.email);
  if (!account || account.isDeactivated) {
    return;
  }
  const callbackURL = input.callbackPath ?? '/home';
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
