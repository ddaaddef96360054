import { randomUUID } from 'node:crypto';
import type { TRole } from '@roteiro/domain/auth/roles';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';

/** All SQL on the `user` row and its password credential (better-auth's `account` row). */

export async function insertUser(
  db: Executor,
  user: {
    email: string;
    name: string;
    role: TRole;
    emailVerified: boolean;
    isGuestGuider: boolean;
    locale: TLocale;
  },
): Promise<{ id: string }> {
  const id = randomUUID();
  await db
    .insertInto('user')
    .values({ id, ...user })
    .execute();
  return { id };
}

export async function insertPasswordCredential(db: Executor, userId: string, passwordHash: string) {
  await db
    .insertInto('account')
    .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash })
    .execute();
}

/** E-mails are stored lower-case, so an exact match is a case-insensitive one. */
export async function findUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('user')
    .select(['id', 'role', 'locale', 'deactivatedAt'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function updateUser(
  db: Executor,
  userId: string,
  values: { name?: string; email?: string; emailVerified?: boolean; image?: string | null; locale?: TLocale },
) {
  await db
    .updateTable('user')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Sets or clears `deactivatedAt`; an account already in the wanted state keeps its date. */
export async function setDeactivated(db: Executor, userIds: string[], isDeactivated: boolean) {
  if (userIds.length === 0) {
    return;
  }
  await db
    .updateTable('user')
    .set({ deactivatedAt: isDeactivated ? new Date() : null, updatedAt: new Date() })
    .where('id', 'in', userIds)
    .where('deactivatedAt', isDeactivated ? 'is' : 'is not', null)
    .execute();
}

export async function findPasswordHash(db: Executor, userId: string) {
  const row = await db
    .selectFrom('account')
    .select(['id', 'password'])
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  return row?.password ? { id: row.id, hash: row.password } : null;
}

/** Replaces the hash only if it is still the one that was checked: two concurrent changes cannot both win. */
export async function replacePasswordHash(
  db: Executor,
  credentialId: string,
  oldHash: string,
  newHash: string,
) {
  return db
    .updateTable('account')
    .set({ password: newHash, updatedAt: new Date() })
    .where('id', '=', credentialId)
    .where('password', '=', oldHash)
    .returning('id')
    .executeTakeFirst();
}

export async function countOtherActiveAdmins(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select(countAll())
    .where('role', '=', 'admin')
    .where('deactivatedAt', 'is', null)
    .where('id', '!=', userId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Anonymises and deactivates one account; the row stays because money records point at it. */
export async function anonymiseUser(db: Executor, userId: string) {
  return db
    .updateTable('user')
    .set({
      name: 'Deleted account',
      email: `deleted-${userId.toLowerCase()}@deleted.invalid`,
      emailVerified: false,
      image: null,
      deactivatedAt: new Date(),
      updatedAt: new Date(),
    })
    .where('id', '=', userId)
    .where('email', 'not like', 'deleted-%@deleted.invalid')
    .returning('id')
    .executeTakeFirst();
}

export async function deleteCredentials(db: Executor, userId: string) {
  await db.deleteFrom('account').where('userId', '=', userId).execute();
}

/** Stores the account's pending e-mail change, replacing an older one (one per account). */
export async function upsertEmailChange(
  db: Executor,
  change: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
) {
  await db
    .insertInto('email_change_request')
    .values(change)
    .onConflict((conflict) =>
      conflict.column('userId').doUpdateSet({
        newEmail: change.newEmail,
        tokenHash: change.tokenHash,
        expiresAt: change.expiresAt,
        createdAt: new Date(),
      }),
    )
    .execute();
}

export async function deleteEmailChange(db: Executor, userId: string) {
  await db.deleteFrom('email_change_request').where('userId', '=', userId).execute();
}

/** The pending change a link's secret belongs to, while it is valid. */
export async function findEmailChangeByTokenHash(db: Executor, tokenHash: string, now: Date) {
  return db
    .selectFrom('email_change_request')
    .select(['userId', 'newEmail'])
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

export async function findPendingEmailChange(db: Executor, userId: string, now: Date) {
  return db
    .selectFrom('email_change_request')
    .select('newEmail')
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Uses a link once: the conditional delete is the lock, so only one request gets the change back. */
export async function takeEmailChange(db: Executor, tokenHash: string, now: Date) {
  return db
    .deleteFrom('email_change_request')
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', now)
    .returning(['userId', 'newEmail'])
    .executeTakeFirst();
}

/** An account's address and language (the e-mails about the account are written in it). */
export async function findUserEmailAndLocale(db: Executor, userId: string) {
  return db.selectFrom('user').select(['email', 'locale']).where('id', '=', userId).executeTakeFirst();
}
