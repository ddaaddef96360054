import type { TRole, TSessionUser } from '@roteiro/domain/auth/roles';
import { messages } from '@roteiro/domain/messages/messages';
import { settingsTexts } from '@roteiro/domain/settings/schemas';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Db, Executor, Trx } from '../../db/database.ts';
import { endUserSessions } from '../../platform/auth/session.repository.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  anonymiseUser,
  countOtherActiveAdmins,
  deleteCredentialsAndSessions,
  deleteOtherSessions,
  findPasswordHash,
  findUserByEmail,
  insertPasswordCredential,
  insertUser,
  replacePasswordHash,
  setDeactivated,
  updateUser,
} from './accounts.repository.ts';

/**
 * The accounts module owns the `user` row: creating it, finding it by e-mail, changing its details and
 * password, deactivating it (which ends its sessions at once) and anonymising it when it is deleted.
 */

export type NewAccount = {
  email: string;
  name: string;
  role: TRole;
  password: string;
  /** True only when the address was proven (e-mailed code, invitation link). */
  emailVerified: boolean;
  isGuestGuider?: boolean;
};

/**
 * Creates a user with an e-mail + password credential in the caller's transaction, in the rows
 * better-auth reads (user + account with providerId 'credential').
 */
export async function createAccount(db: Executor, account: NewAccount): Promise<{ id: string }> {
  const passwordHash = await hashPassword(account.password);
  const { id } = await insertUser(db, {
    email: account.email.trim().toLowerCase(),
    name: account.name,
    role: account.role,
    emailVerified: account.emailVerified,
    isGuestGuider: account.isGuestGuider ?? false,
  });
  await insertPasswordCredential(db, id, passwordHash);
  return { id };
}

/** The account that has this e-mail (any role), or null. */
export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<{ id: string; role: TRole; isDeactivated: boolean } | null> {
  const row = await findUserByEmail(db, email);
  return row ? { id: row.id, role: row.role, isDeactivated: row.deactivatedAt !== null } : null;
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

/** Name and e-mail; a changed e-mail is unverified until a sign-in link proves it. */
export async function updateAccountDetails(
  db: Executor,
  userId: string,
  values: { name?: string; email?: string; emailVerified?: boolean; image?: string | null },
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
    new AppError('BAD_REQUEST', settingsTexts.currentPasswordWrong, {
      currentPassword: settingsTexts.currentPasswordWrong,
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
  });
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
        throw new AppError('CONFLICT', settingsTexts.lastAdmin);
      }
      if (!(await anonymiseUser(trx, actor.id))) {
        throw new AppError('NOT_FOUND');
      }
      await deleteCredentialsAndSessions(trx, actor.id);
      for (const step of steps[actor.role] ?? []) {
        await step(trx, actor.id);
      }
    });
    return { message: messages.accountDeleted };
  };
}
export type DeleteAccount = ReturnType<typeof createAccountDeletion>;
