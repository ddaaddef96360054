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

/** The company row of a new company account (the account's id is the company's). */
export async function insertCompany(db: Executor, company: { id: string; name: string }): Promise<void> {
  await db.insertInto('company').values(company).execute();
}

/** The settings page's number of seats and messaging ID (only those given change). */
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
