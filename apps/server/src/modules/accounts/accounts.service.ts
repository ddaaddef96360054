import { createHash, randomBytes } from 'node:crypto';
import type { TRole, TSessionUser } from '@roteiro/domain/auth/roles';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import { settingsTexts } from '@roteiro/domain/settings/schemas';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Db, Executor, Trx } from '../../db/database.ts';
import {
  deleteOtherSessions,
  deleteSessionsOfUser,
  endUserSessions,
} from '../../platform/auth/session.repository.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  anonymiseUser,
  countOtherActiveAdmins,
  deleteCredentials,
  deleteEmailChange,
  findEmailChangeByTokenHash,
  findPasswordHash,
  findPendingEmailChange,
  findUserByEmail,
  findUserEmailAndLocale,
  insertPasswordCredential,
  insertUser,
  replacePasswordHash,
  setDeactivated,
  takeEmailChange,
  updateUser,
  upsertEmailChange,
} from './accounts.repository.ts';

/**
 * The accounts module owns the `user` row: creating it, finding it by e-mail, changing its details and
 * password, deactivating it (which ends its sessions at once) and anonymising it when it is deleted.
 */

export type NewAccount = {
  email: string;
  name: string;
  role: TRole;
  /** The password, or its hash made beforehand with `hashAccountPassword` (outside the transaction). */
  password: string | { hash: string };
  /** True only when the address was proven (e-mailed code, invitation link). */
  emailVerified: boolean;
  isGuestGuider?: boolean;
  /** The account's language: the request's that created it (`requestLocale`), else English. */
  locale: TLocale;
};

/**
 * Creates a user with an e-mail + password credential in the caller's transaction, in the rows
 * better-auth reads (user + account with providerId 'credential').
 */
export async function createAccount(db: Executor, account: NewAccount): Promise<{ id: string }> {
  const passwordHash =
    typeof account.password === 'string' ? await hashPassword(account.password) : account.password.hash;
  const { id } = await insertUser(db, {
    email: account.email.trim().toLowerCase(),
    name: account.name,
    role: account.role,
    emailVerified: account.emailVerified,
    isGuestGuider: account.isGuestGuider ?? false,
    locale: account.locale,
  });
  await insertPasswordCredential(db, id, passwordHash);
  return { id };
}

/** A password's hash for `createAccount`: scrypt, tens of milliseconds of CPU, so made outside transactions. */
export async function hashAccountPassword(password: string): Promise<{ hash: string }> {
  return { hash: await hashPassword(password) };
}

/** The account that has this e-mail (any role), or null. */
export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<{ id: string; role: TRole; locale: TLocale; isDeactivated: boolean } | null> {
  const row = await findUserByEmail(db, email);
  return row
    ? { id: row.id, role: row.role, locale: row.locale, isDeactivated: row.deactivatedAt !== null }
    : null;
}

/** Whether some account (any role, deactivated or not) already has this e-mail. */
export async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  return (await findAccountByEmail(db, email)) !== null;
}

/** Deactivates accounts and ends all their sessions, so their very next request is refused. */
export async function deactivateAccounts(trx: Trx, userIds: string[]): Promise<void> {
  await setDeactivated(trx, userIds, true);
  for (const userId of userIds) {
    await endUserSessions(trx, userId, 'deactivated');
  }
}

export async function reactivateAccount(db: Executor, userId: string): Promise<void> {
  await setDeactivated(db, [userId], false);
}

/** Name, photo; the e-mail only through an e-mail change confirmed from the new address (below). */
export async function updateAccountDetails(
  db: Executor,
  userId: string,
  values: { name?: string; email?: string; emailVerified?: boolean; image?: string | null; locale?: TLocale },
): Promise<void> {
  await updateUser(db, userId, values);
}

/**
 * Re-checks the current password, stores the new one and ends the account's other sessions
 * (the session that changed it stays signed in).
 */
export async function changeAccountPassword(
  db: Db,
  userId: string,
  passwords: { currentPassword: string; newPassword: string },
  keepSessionToken: string | null,
): Promise<void> {
  const wrong = () =>
    new AppError('BAD_REQUEST', textRef(settingsTexts, 'currentPasswordWrong'), {
      currentPassword: textRef(settingsTexts, 'currentPasswordWrong'),
    });
  const credential = await findPasswordHash(db, userId);
  if (
    !credential ||
    !(await verifyPassword({ hash: credential.hash, password: passwords.currentPassword }))
  ) {
    throw wrong();
  }
  const newHash = await hashPassword(passwords.newPassword);
  await db.transaction().execute(async (trx) => {
    if (!(await replacePasswordHash(trx, credential.id, credential.hash, newHash))) {
      // Changed by another request since we checked it.
      throw wrong();
    }
    await deleteOtherSessions(trx, userId, keepSessionToken);
    // A new password also cancels a pending e-mail change (what the old address is told to do if it was not them).
    await deleteEmailChange(trx, userId);
  });
}

/** Whether `password` is the account's current password (false for an account without one). */
export async function isAccountPassword(db: Executor, userId: string, password: string): Promise<boolean> {
  const credential = await findPasswordHash(db, userId);
  return credential !== null && (await verifyPassword({ hash: credential.hash, password }));
}

/** A hash of no one's password, checked when there is no account, so an unknown address takes as long. */
let decoyHash: Promise<string> | null = null;

/**
 * The account with this e-mail when `password` is its password, else null; an unknown address costs the same
 * password check (no account discovery by timing).
 */
export async function findAccountWithPassword(
  db: Executor,
  email: string,
  password: string,
): Promise<{ id: string } | null> {
  const account = await findUserByEmail(db, email);
  const credential = account ? await findPasswordHash(db, account.id) : null;
  if (!account || !credential) {
    decoyHash ??= hashPassword(randomBytes(16).toString('base64url'));
    await verifyPassword({ hash: await decoyHash, password });
    return null;
  }
  return (await verifyPassword({ hash: credential.hash, password })) ? { id: account.id } : null;
}

const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Starts a change of the account's e-mail: the new address waits, with the digest of a random secret
 * that the link e-mailed to it carries, until `expiresAt`. A newer request replaces an older one. Returns the
 * secret (it is stored only as a digest).
 */
export async function startEmailChange(
  trx: Trx,
  userId: string,
  newEmail: string,
  expiresAt: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await upsertEmailChange(trx, {
    userId,
    newEmail: newEmail.toLowerCase(),
    tokenHash: digestOf(token),
    expiresAt,
  });
  return token;
}

/** The address waiting for its link, or null. */
export async function findPendingEmail(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<string | null> {
  return (await findPendingEmailChange(db, userId, now))?.newEmail ?? null;
}

/** The new address a valid link confirms, or null. */
export async function findEmailChangeByToken(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<{ userId: string; newEmail: string } | null> {
  return (await findEmailChangeByTokenHash(db, digestOf(token), now)) ?? null;
}

/**
 * Uses a link once, in the caller's transaction: the account's e-mail becomes the new one, verified (the link
 * proved it). Null when the link is not valid (used, replaced, expired); a unique violation when another account
 * took the address meanwhile.
 */
export async function completeEmailChange(
  trx: Trx,
  token: string,
  now = new Date(),
): Promise<{ userId: string; oldEmail: string; newEmail: string; locale: TLocale } | null> {
  const change = await takeEmailChange(trx, digestOf(token), now);
  const account = change ? await findUserEmailAndLocale(trx, change.userId) : undefined;
  if (!change || !account) {
    return null;
  }
  await updateUser(trx, change.userId, { email: change.newEmail, emailVerified: true });
  return {
    userId: change.userId,
    oldEmail: account.email,
    newEmail: change.newEmail,
    locale: account.locale,
  };
}

/** What an area must do, in the deleting transaction, when one of its accounts is deleted. */
export type AccountDeletionStep = (trx: Trx, userId: string) => Promise<void>;
export type AccountDeletionSteps = Partial<Record<TRole, AccountDeletionStep[]>>;

/**
 * "Delete account": the rows that money records point at (runs, bookings, commissions) stay, so the
 * account is anonymised and deactivated instead, its password and sessions deleted; then each area
 * registered for the account's role does its part (docs/decisions.md). The last admin cannot go.
 */
export function createAccountDeletion(steps: AccountDeletionSteps) {
  return async function deleteAccount(db: Db, actor: TSessionUser): Promise<{ message: string }> {
    await db.transaction().execute(async (trx) => {
      if (actor.role === 'admin' && (await countOtherActiveAdmins(trx, actor.id)) === 0) {
        throw new AppError('CONFLICT', textRef(settingsTexts, 'lastAdmin'));
      }
      if (!(await anonymiseUser(trx, actor.id))) {
        throw new AppError('NOT_FOUND');
      }
      await deleteCredentials(trx, actor.id);
      await deleteSessionsOfUser(trx, actor.id);
      await deleteEmailChange(trx, actor.id);
      for (const step of steps[actor.role] ?? []) {
        await step(trx, actor.id);
      }
    });
    return { message: messages.accountDeleted };
  };
}
export type DeleteAccount = ReturnType<typeof createAccountDeletion>;
