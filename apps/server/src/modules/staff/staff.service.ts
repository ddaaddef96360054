import type { TSessionUser } from '@roteiro/domain/auth/roles';
import type { Db } from '../../db/database.ts';
import { assertCompanyAccess } from '../../platform/auth/access.ts';
import { endUserSessions } from '../../platform/auth/session.repository.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findEmployeeOfCompany, listEmployeesOfCompany, setUserDeactivated } from './staff.repository.ts';

/**
 * Deactivates or reactivates an employee's account. Deactivation ends every session of the account in
 * the same transaction, so its very next request is refused.
 */
export async function setEmployeeActive(
  db: Db,
  actor: TSessionUser,
  employeeId: string,
  isActive: boolean,
): Promise<void> {
  const companyId = actor.companyId;
  if (!companyId) {
    throw new AppError('NOT_FOUND');
  }
  assertCompanyAccess(actor, companyId);
  await db.transaction().execute(async (trx) => {
    const employee = await findEmployeeOfCompany(trx, companyId, employeeId);
    if (!employee?.userId) {
      throw new AppError('NOT_FOUND');
    }
    await setUserDeactivated(trx, employee.userId, !isActive);
    if (!isActive) {
      await endUserSessions(trx, employee.userId, 'deactivated');
    }
  });
}

/** The company's employees: pending until they register, then active or deactivated. */
export async function listEmployees(db: Db, actor: TSessionUser) {
  if (!actor.companyId) {
    throw new AppError('NOT_FOUND');
  }
  const rows = await listEmployeesOfCompany(db, actor.companyId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    status: !row.registrationFinished ? 'pending' : row.deactivatedAt ? 'deactivated' : 'active',
  }));
}
