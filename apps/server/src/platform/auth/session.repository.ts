import type { TSessionUser } from '@roteiro/domain/auth/roles';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Executor } from '../../db/database.ts';
import { keyDigest } from '../key-digest.ts';

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

/**
 * Recent failed sign-ins: of this account at this address, of this account anywhere, of this address. Counted by
 * digests of the two addresses (`keyDigest`): the table never holds who tried to sign in from where.
 */
export async function countRecentSignInFailures(
  db: Executor,
  { email: emailAddress, ip: clientAddress, since }: { email: string; ip: string; since: Date },
): Promise<{ byEmailAndIp: number; byEmail: number; byIp: number }> {
  const email = keyDigest(emailAddress);
  const ip = keyDigest(clientAddress);
  const row = await db
    .selectFrom('sign_in_failure')
    .select([
      sql<number>`count(*) filter (where "emailDigest" = ${email} and "ipDigest" = ${ip})::int`.as(
        'byEmailAndIp',
      ),
      sql<number>`count(*) filter (where "emailDigest" = ${email})::int`.as('byEmail'),
      sql<number>`count(*) filter (where "ipDigest" = ${ip})::int`.as('byIp'),
    ])
    .where('createdAt', '>', since)
    .where((eb) => eb.or([eb('emailDigest', '=', email), eb('ipDigest', '=', ip)]))
    .executeTakeFirstOrThrow();
  return row;
}

export async function recordSignInFailure(db: Executor, email: string, ip: string): Promise<void> {
  await db
    .insertInto('sign_in_failure')
    .values({ emailDigest: keyDigest(email), ipDigest: keyDigest(ip) })
    .execute();
}

/** Old failures no longer count; drop them so the table stays small. */
export async function pruneSignInFailures(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('sign_in_failure').where('createdAt', '<', before).execute();
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
