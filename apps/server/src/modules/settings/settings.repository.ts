import { sql } from 'kysely';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';

export async function findProfile(db: Executor, userId: string) {
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
      'u.emailVerified',
      'c.numberOfSeats',
      sql<string | null>`coalesce(c."messagingId", e."messagingId")`.as('messagingId'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function updateUser(
  db: Executor,
  userId: string,
  values: { name?: string; email?: string; emailVerified?: boolean; image?: string | null },
) {
  await db
    .updateTable('user')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function updateCompanySettings(
  db: Executor,
  companyId: string,
  values: { numberOfSeats?: number | null; messagingId?: string | null },
) {
  await db
    .updateTable('company')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', companyId)
    .execute();
}

export async function updateEmployeeMessagingId(db: Executor, userId: string, messagingId: string | null) {
  await db
    .updateTable('employee')
    .set({ messagingId, updatedAt: new Date() })
    .where('userId', '=', userId)
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
export async function replacePasswordHash(db: Executor, accountId: string, oldHash: string, newHash: string) {
  return db
    .updateTable('account')
    .set({ password: newHash, updatedAt: new Date() })
    .where('id', '=', accountId)
    .where('password', '=', oldHash)
    .returning('id')
    .executeTakeFirst();
}

export async function deleteOtherSessions(db: Executor, userId: string, keepToken: string | null) {
  let query = db.deleteFrom('session').where('userId', '=', userId);
  if (keepToken) {
    query = query.where('token', '!=', keepToken);
  }
  await query.execute();
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

export async function deleteCredentialsAndSessions(db: Executor, userId: string) {
  await db.deleteFrom('account').where('userId', '=', userId).execute();
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

export async function clearCompanyContact(db: Executor, companyId: string) {
  await db
    .updateTable('company')
    .set({ phoneNumber: null, messagingId: null, updatedAt: new Date() })
    .where('id', '=', companyId)
    .execute();
}

/** The company's registered employees' accounts (to be deactivated with it). */
export async function employeeUserIds(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('employee')
    .select('userId')
    .where('companyId', '=', companyId)
    .where('userId', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

export async function deactivateUsers(db: Executor, userIds: string[]) {
  if (userIds.length === 0) {
    return;
  }
  await db
    .updateTable('user')
    .set({ deactivatedAt: new Date(), updatedAt: new Date() })
    .where('id', 'in', userIds)
    .where('deactivatedAt', 'is', null)
    .execute();
}

/** The company no longer staffs groups from `fromDay` on: its allocations there are canceled. */
export async function cancelFutureAllocations(db: Executor, companyId: string, fromDay: string) {
  await db
    .updateTable('group_allocation')
    .set({ status: 'canceled', canceledAt: new Date(), updatedAt: new Date() })
    .where('companyId', '=', companyId)
    .where('status', '=', 'joined')
    .where('groupId', 'in', (eb) => eb.selectFrom('activity_group').select('id').where('day', '>=', fromDay))
    .execute();
}

export async function anonymiseEmployeeRecord(db: Executor, userId: string) {
  await db
    .updateTable('employee')
    .set({
      name: 'Deleted account',
      email: `deleted-${userId.toLowerCase()}@deleted.invalid`,
      messagingId: null,
      updatedAt: new Date(),
    })
    .where('userId', '=', userId)
    .execute();
}

export async function anonymiseVendorRecord(db: Executor, userId: string) {
  await db
    .updateTable('vendor')
    .set({
      name: 'Deleted account',
      email: `deleted-${userId.toLowerCase()}@deleted.invalid`,
      updatedAt: new Date(),
    })
    .where('userId', '=', userId)
    .execute();
}

/** The affiliate's code stops working; its payment account stays so unpaid commissions can still be paid. */
export async function anonymiseAffiliateRecord(db: Executor, userId: string) {
  await db
    .updateTable('affiliate')
    .set({
      name: 'Deleted account',
      email: `deleted-${userId.toLowerCase()}@deleted.invalid`,
      phoneNumber: null,
      discountCode: null,
      updatedAt: new Date(),
    })
    .where('userId', '=', userId)
    .execute();
}
