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
