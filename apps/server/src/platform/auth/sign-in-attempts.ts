import {
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from '@roteiro/domain/auth/roles';
import type { Db } from '../../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { keyDigest } from '../key-digest.ts';
import {
  findSignInAttemptWindowStart,
  pruneSignInAttempts,
  releaseSignInAttempts,
  reserveSignInAttempt,
  type TSignInAttemptKind,
} from './session.repository.ts';

/** The digests that an attempt of `email` from `ip` is counted under: the table holds neither address in clear. */
export function signInAttemptKeys(email: string, ip: string): Record<TSignInAttemptKind, string> {
  return {
    'account-address': keyDigest(`${email}\n${ip}`),
    account: keyDigest(email),
    address: keyDigest(ip),
  };
}

export type TReservedAttempt = { kind: TSignInAttemptKind; keyDigest: string; windowStart: Date };

/**
 * Reserves one password attempt before the password is checked, in one transaction whose upserts are
 * the lock: at most 10 per account at one address and 100 per address reach the check; the account's own count
 * (all addresses) is raised and returned. Past a limit: 429 with `Retry-After`, and nothing stays counted.
 */
export async function reservePasswordAttempt(
  db: Db,
  { email, ip, now }: { email: string; ip: string; now: Date },
): Promise<{ reserved: TReservedAttempt[]; accountCount: number }> {
  const staleBefore = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const keys = signInAttemptKeys(email, ip);
  const limits = [
    { kind: 'account-address', keyDigest: keys['account-address'], max: SIGN_IN_MAX_FAILURES },
    { kind: 'address', keyDigest: keys.address, max: SIGN_IN_MAX_FAILURES_PER_ADDRESS },
    { kind: 'account', keyDigest: keys.account, max: null },
  ] satisfies { kind: TSignInAttemptKind; keyDigest: string; max: number | null }[];
  return db.transaction().execute(async (trx) => {
    const reserved: TReservedAttempt[] = [];
    let accountCount = 0;
    // Always in this order (the pair, the address, the account), so two attempts never wait on each other in a cycle.
    for (const limit of limits) {
      const counted = await reserveSignInAttempt(trx, { ...limit, now, staleBefore });
      if (!counted) {
        const windowStart = (await findSignInAttemptWindowStart(trx, limit.kind, limit.keyDigest)) ?? now;
        const seconds = Math.ceil((windowStart.getTime() + SIGN_IN_WINDOW_MS - now.getTime()) / 1000);
        const error = new AppError('TOO_MANY_REQUESTS');
        error.headers = { 'retry-after': String(Math.max(1, seconds)) };
        // Thrown inside the transaction: the counters raised before it are rolled back.
        throw error;
      }
      reserved.push({ kind: limit.kind, keyDigest: limit.keyDigest, windowStart: counted.windowStart });
      accountCount = counted.count;
    }
    return { reserved, accountCount };
  });
}

/**
 * A password check of a signed-in account (its current password, asked before a change that hands the account
 * over or ends it), counted as a sign-in attempt of that account from that address: a wrong one stays counted,
 * a right one is given back, and past the sign-in limits the check is not made (429 with `Retry-After`). So a
 * stolen session cannot be used to guess the password faster than the sign-in page allows.
 */
export async function isPasswordRightCounted(
  db: Db,
  { email, ip }: { email: string; ip: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const now = new Date();
  const { reserved } = await reservePasswordAttempt(db, { email, ip, now });
  if (await check()) {
    await releaseSignInAttempts(db, reserved);
    return true;
  }
  await pruneSignInAttempts(db, new Date(now.getTime() - SIGN_IN_WINDOW_MS));
  return false;
}
