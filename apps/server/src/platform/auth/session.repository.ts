import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Executor } from '../../db/database.ts';

function sessionUserQuery(db: Executor) {
  return db
    .selectFrom('user as u')
    .leftJoin('company as c', 'c.id', 'u.id')
    .leftJoin('employee as e', 'e.userId', 'u.id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.image',
      'u.role',
      'u.isGuestGuider',
      'u.locale',
      'u.deactivatedAt',
      sql<string | null>`coalesce(c."id", e."companyId")`.as('companyId'),
      sql<boolean>`coalesce(c."hasFinishedSetUp", false)`.as('hasFinishedSetUp'),
    ]);
}

/** The signed-in user as the app sees it, with the company it acts for; null when the account is gone. */
export async function findSessionUser(
  db: Executor,
  userId: string,
): Promise<(TSessionUser & { deactivatedAt: Date | null }) | null> {
  const row = await sessionUserQuery(db).where('u.id', '=', userId).executeTakeFirst();
  return row ?? null;
}

export type TSessionWithUser = TSessionUser & { deactivatedAt: Date | null; expiresAt: Date };

/** Built and compiled once: the hot path of every signed-in request. */
const sessionsWithUsersQuery = compiledOnce((db: Executor, tokens: string[]) =>
  sessionUserQuery(db)
    .innerJoin('session as s', 's.userId', 'u.id')
    .select(['s.token', 's.expiresAt'])
    .where(sql<boolean>`s."token" = any(${tokens}::text[])`),
);

/** Sessions by their tokens, each with its user as the app sees it, in one query (see `batchedLookup`). */
export async function findSessionsWithUsers(
  db: Executor,
  tokens: string[],
): Promise<Map<string, TSessionWithUser>> {
  const rows = await sessionsWithUsersQuery(db, tokens);
  return new Map(rows.map(({ token, ...row }) => [token, row]));
}

/** Ends every session of a user, remembering why so the next request can say so. Run it in the caller's transaction. */
export async function endUserSessions(db: Executor, userId: string, reason: 'deactivated'): Promise<number> {
  const ended = await db.deleteFrom('session').where('userId', '=', userId).returning('token').execute();
  if (ended.length > 0) {
    await db
      .insertInto('ended_session')
      .values(ended.map(({ token }) => ({ token, userId, reason })))
      .onConflict((oc) => oc.column('token').doNothing())
      .execute();
  }
  return ended.length;
}

/** Deletes up to `limit` sessions past their expiry at `now` (one short statement of a sweep). */
export async function deleteExpiredSessions(db: Executor, now: Date, limit: number) {
  return db
    .deleteFrom('session')
    .where('token', 'in', db.selectFrom('session').select('token').where('expiresAt', '<=', now).limit(limit))
    .executeTakeFirst();
}

/** Deletes up to `limit` records of sessions ended before `endedBefore` (one short statement of a sweep). */
export async function deleteEndedSessionRecords(db: Executor, endedBefore: Date, limit: number) {
  return db
    .deleteFrom('ended_session')
    .where(
      'token',
      'in',
      db.selectFrom('ended_session').select('token').where('endedAt', '<', endedBefore).limit(limit),
    )
    .executeTakeFirst();
}

/** Deletes every session of a user (a deleted account: nothing to remember, unlike `endUserSessions`). */
export async function deleteSessionsOfUser(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

/** Signs a user out everywhere but the session of `keepToken` (null: everywhere). */
export async function deleteOtherSessions(db: Executor, userId: string, keepToken: string | null) {
  let query = db.deleteFrom('session').where('userId', '=', userId);
  if (keepToken) {
    query = query.where('token', '!=', keepToken);
  }
  await query.execute();
}

export async function findEndedSession(
  db: Executor,
  token: string,
): Promise<{ reason: 'deactivated' } | null> {
  const row = await db
    .selectFrom('ended_session')
    .select('reason')
    .where('token', '=', token)
    .executeTakeFirst();
  return row ?? null;
}

export type TSignInAttemptKind = 'account-address' | 'account' | 'address';

/** A counter as one attempt left it: its count (this attempt included) and when its window started. */
export type TSignInAttemptCount = { count: number; windowStart: Date };

/**
 * Counts one sign-in attempt under `kind` and `keyDigest`, in one statement: a counter whose window started at or
 * before `staleBefore` starts again at 1 from `now`. With `max`, the attempt is reserved only while fewer than
 * `max` are counted (the row lock of the upsert decides between concurrent attempts), and null means refused.
 */
export async function reserveSignInAttempt(
  db: Executor,
  {
    kind,
    keyDigest,
    now,
    staleBefore,
    max,
  }: {
    kind: TSignInAttemptKind;
    keyDigest: string;
    now: Date;
    staleBefore: Date;
    max: number | null;
  },
): Promise<TSignInAttemptCount | null> {
  const isStale = sql<boolean>`"sign_in_attempt"."windowStart" <= ${staleBefore}`;
  const row = await db
    .insertInto('sign_in_attempt')
    .values({ kind, keyDigest, windowStart: now, count: 1 })
    .onConflict((conflict) => {
      const update = conflict.columns(['kind', 'keyDigest']).doUpdateSet({
        count: sql<number>`case when ${isStale} then 1 else "sign_in_attempt"."count" + 1 end`,
        windowStart: sql<Date>`case when ${isStale} then ${now}::timestamptz else "sign_in_attempt"."windowStart" end`,
      });
      return max === null
        ? update
        : update.where(sql<boolean>`${isStale} or "sign_in_attempt"."count" < ${max}`);
    })
    .returning(['count', 'windowStart'])
    .executeTakeFirst();
  return row ?? null;
}

/** When the window of a counter started, or null when it has none (for `Retry-After`). */
export async function findSignInAttemptWindowStart(
  db: Executor,
  kind: TSignInAttemptKind,
  keyDigest: string,
): Promise<Date | null> {
  const row = await db
    .selectFrom('sign_in_attempt')
    .select('windowStart')
    .where('kind', '=', kind)
    .where('keyDigest', '=', keyDigest)
    .executeTakeFirst();
  return row?.windowStart ?? null;
}

/**
 * Gives reserved attempts back (the password was right): each counter goes down by one, if it is still in the
 * window that the attempt was counted in.
 */
export async function releaseSignInAttempts(
  db: Executor,
  attempts: { kind: TSignInAttemptKind; keyDigest: string; windowStart: Date }[],
): Promise<void> {
  if (attempts.length === 0) {
    return;
  }
  await db
    .updateTable('sign_in_attempt')
    .set({ count: sql<number>`"count" - 1` })
    .where('count', '>', 0)
    .where((eb) =>
      eb.or(
        attempts.map((attempt) =>
          eb.and([
            eb('kind', '=', attempt.kind),
            eb('keyDigest', '=', attempt.keyDigest),
            eb('windowStart', '=', attempt.windowStart),
          ]),
        ),
      ),
    )
    .execute();
}

/** Windows that have ended no longer count; drop them so the table stays small. */
export async function pruneSignInAttempts(db: Executor, staleBefore: Date): Promise<void> {
  await db.deleteFrom('sign_in_attempt').where('windowStart', '<=', staleBefore).execute();
}

/**
 * Deletes every pending sign-in link of an address except the one just made (`keepIdentifier`): only the newest
 * link e-mailed to someone signs in. (`case` keeps the JSON cast to better-auth's magic-link rows.)
 */
export async function deleteOtherSignInLinks(
  db: Executor,
  email: string,
  keepIdentifier: string,
): Promise<void> {
  await db
    .deleteFrom('verification')
    .where('identifier', 'like', 'magic-link:%')
    .where('identifier', '<>', keepIdentifier)
    .where(
      sql<string | null>`case when "identifier" like 'magic-link:%' then ("value"::jsonb ->> 'email') end`,
      '=',
      email,
    )
    .execute();
}

/** When the session with this token was created (its sign-in), or null. */
export async function findSessionCreatedAt(db: Executor, token: string): Promise<Date | null> {
  const row = await db
    .selectFrom('session')
    .select('createdAt')
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.createdAt ?? null;
}

export async function findUserDeactivatedAt(db: Executor, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('user').select('deactivatedAt').where('id', '=', userId).executeTakeFirst();
  return row?.deactivatedAt ?? null;
}
