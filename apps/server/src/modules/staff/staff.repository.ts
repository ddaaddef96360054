import type { Executor } from '../../db/database.ts';

export async function findEmployeeOfCompany(db: Executor, companyId: string, employeeId: string) {
  return db
    .selectFrom('employee')
    .select(['id', 'companyId', 'userId', 'email', 'name'])
    .where('id', '=', employeeId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
}

export async function setUserDeactivated(db: Executor, userId: string, deactivated: boolean): Promise<void> {
  await db
    .updateTable('user')
    .set({ deactivatedAt: deactivated ? new Date() : null, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function listEmployeesOfCompany(db: Executor, companyId: string) {
  return db
    .selectFrom('employee as e')
    .leftJoin('user as u', 'u.id', 'e.userId')
    .select(['e.id', 'e.name', 'e.email', 'e.registrationFinished', 'u.deactivatedAt', 'e.createdAt'])
    .where('e.companyId', '=', companyId)
    .orderBy('e.createdAt', 'desc')
    .execute();
}
