import type { TLocale } from '@roteiro/domain/i18n/locale';
import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';

export async function findEmployeeOfCompany(db: Executor, companyId: string, employeeId: string) {
  return db
    .selectFrom('employee')
    .select(['id', 'companyId', 'userId', 'email', 'name', 'invitationLocale'])
    .where('id', '=', employeeId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
}

/** One page of the company's employees, newest first, with the total. */
export async function listEmployeesOfCompany(
  db: Executor,
  companyId: string,
  { limit, offset }: { limit: number; offset: number },
) {
  // One after the other: on PGlite every query shares one connection.
  const rows = await db
    .selectFrom('employee as e')
    .leftJoin('user as u', 'u.id', 'e.userId')
    .select(['e.id', 'e.name', 'e.email', 'e.registrationFinished', 'u.deactivatedAt', 'e.createdAt'])
    .where('e.companyId', '=', companyId)
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await db
    .selectFrom('employee')
    .select(countAll())
    .where('companyId', '=', companyId)
    .executeTakeFirstOrThrow();
  return { rows, total: total.count };
}

export async function employeeEmailTaken(db: Executor, companyId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('employee')
    .select('id')
    .where('companyId', '=', companyId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds an invited employee; undefined when the company already has one with this e-mail (the unique key decides). */
export async function insertEmployee(
  db: Executor,
  employee: {
    companyId: string;
    email: string;
    name: string;
    driversLicenseKey: string;
    citizenCardKey: string;
    invitationLocale: TLocale | null;
  },
): Promise<{ id: string } | undefined> {
  return db
    .insertInto('employee')
    .values(employee)
    .onConflict((oc) => oc.columns(['companyId', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The company's name and its account's language (what the invitations it sends are written in). */
export async function findCompanyName(db: Executor, companyId: string) {
  return db
    .selectFrom('company')
    .innerJoin('user', 'user.id', 'company.id')
    .select(['company.name', 'user.locale'])
    .where('company.id', '=', companyId)
    .executeTakeFirst();
}

/** The employee with account state and document keys; the company check is the caller's. */
export async function findEmployeeDetails(db: Executor, employeeId: string) {
  return db
    .selectFrom('employee as e')
    .leftJoin('user as u', 'u.id', 'e.userId')
    .select([
      'e.id',
      'e.companyId',
      'e.name',
      'e.email',
      'e.registrationFinished',
      'e.driversLicenseKey',
      'e.citizenCardKey',
      'e.createdAt',
      'u.image',
      'u.deactivatedAt',
    ])
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
}

/** One page of the runs an employee operated for the company (payment history), newest first. */
export async function listEmployeeRuns(
  db: Executor,
  {
    companyId,
    employeeId,
    limit,
    offset,
  }: { companyId: string; employeeId: string; limit: number; offset: number },
) {
  const rows = await db
    .selectFrom('activity_run as r')
    .innerJoin('activity as a', 'a.id', 'r.activityId')
    .innerJoin('activity_group as g', 'g.id', 'r.groupId')
    .select([
      'r.id',
      'a.title as activityTitle',
      'g.day',
      'g.startTime as groupStartTime',
      'r.startTime',
      'r.endTime',
      'r.inProgress',
      'r.payAmountCents',
      'r.guiderHasBeenPaid',
    ])
    .where('r.companyId', '=', companyId)
    .where('r.employeeId', '=', employeeId)
    .orderBy('r.startTime', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await db
    .selectFrom('activity_run')
    .select(countAll())
    .where('companyId', '=', companyId)
    .where('employeeId', '=', employeeId)
    .executeTakeFirstOrThrow();
  return { rows, total: total.count };
}

/** The company's registered employees' accounts. */
export async function employeeUserIds(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('employee')
    .select('userId')
    .where('companyId', '=', companyId)
    .where('userId', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
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

/** Links the new account to its invitation, once (a second registration gets no row). */
export async function claimInvitation(
  db: Executor,
  {
    employeeId,
    companyId,
    userId,
    name,
  }: { employeeId: string; companyId: string; userId: string; name: string },
): Promise<boolean> {
  const row = await db
    .updateTable('employee')
    .set({ userId, name, registrationFinished: true, updatedAt: new Date() })
    .where('id', '=', employeeId)
    .where('companyId', '=', companyId)
    .where('userId', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateEmployeeMessagingId(db: Executor, userId: string, messagingId: string | null) {
  await db
    .updateTable('employee')
    .set({ messagingId, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
}
