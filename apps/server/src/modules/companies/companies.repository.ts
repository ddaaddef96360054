import type { Executor } from '../../db/database.ts';

const profileColumns = [
  'c.id',
  'c.name',
  'c.phoneNumber',
  'c.city',
  'c.line1',
  'c.line2',
  'c.postalCode',
  'c.taxId',
  'c.messagingId',
  'c.numberOfSeats',
  'c.paymentAccountId',
  'c.hasFinishedSetUp',
  'u.email',
] as const;

export async function findCompanyProfile(db: Executor, companyId: string) {
  return db
    .selectFrom('company as c')
    .innerJoin('user as u', 'u.id', 'c.id')
    .select(profileColumns)
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}

export async function updateCompanyInformation(
  db: Executor,
  companyId: string,
  info: {
    name: string;
    phoneNumber: string;
    city: string;
    line1: string;
    line2: string;
    postalCode: string;
    taxId: string;
  },
): Promise<void> {
  await db
    .updateTable('company')
    .set({ ...info, updatedAt: new Date() })
    .where('id', '=', companyId)
    .execute();
}

/** Records the connected account once; a racing request that lost keeps the winner's account. */
export async function setPaymentAccountIfMissing(
  db: Executor,
  companyId: string,
  paymentAccountId: string,
): Promise<void> {
  await db
    .updateTable('company')
    .set({ paymentAccountId, updatedAt: new Date() })
    .where('id', '=', companyId)
    .where('paymentAccountId', 'is', null)
    .execute();
}

export async function setHasFinishedSetUp(db: Executor, companyId: string, hasFinishedSetUp: boolean) {
  await db
    .updateTable('company')
    .set({ hasFinishedSetUp, updatedAt: new Date() })
    .where('id', '=', companyId)
    .execute();
}

/** The provider's word on a connected account: its setup flag follows `details_submitted`. */
export async function setHasFinishedSetUpByAccount(
  db: Executor,
  paymentAccountId: string,
  hasFinishedSetUp: boolean,
) {
  await db
    .updateTable('company')
    .set({ hasFinishedSetUp, updatedAt: new Date() })
    .where('paymentAccountId', '=', paymentAccountId)
    .where('hasFinishedSetUp', '!=', hasFinishedSetUp)
    .execute();
}

export async function clearCompanyContact(db: Executor, companyId: string) {
  await db
    .updateTable('company')
    .set({ phoneNumber: null, messagingId: null, updatedAt: new Date() })
    .where('id', '=', companyId)
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
