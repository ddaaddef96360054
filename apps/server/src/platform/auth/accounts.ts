import { randomUUID } from 'node:crypto';
import type { TRole } from '@roteiro/domain/auth/roles';
import { hashPassword } from 'better-auth/crypto';
import type { Executor } from '../../db/database.ts';

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
  const id = randomUUID();
  const password = await hashPassword(account.password);
  await db
    .insertInto('user')
    .values({
      id,
      email: account.email.trim().toLowerCase(),
      name: account.name,
      role: account.role,
      emailVerified: account.emailVerified,
      isGuestGuider: account.isGuestGuider ?? false,
    })
    .execute();
  await db
    .insertInto('account')
    .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password })
    .execute();
  return { id };
}
