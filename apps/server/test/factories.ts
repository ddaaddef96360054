import type { Database } from '../src/db/database.ts';
import { createUser } from './test-app.ts';

type Db = Database['db'];

export async function createCompany(db: Db, overrides: { name?: string; hasFinishedSetUp?: boolean } = {}) {
  const user = await createUser(db, 'company', { name: overrides.name ?? 'Test Company' });
  await db
    .insertInto('company')
    .values({
      id: user.id,
      name: overrides.name ?? 'Test Company',
      hasFinishedSetUp: overrides.hasFinishedSetUp ?? false,
    })
    .execute();
  return user;
}

/** A registered employee of a company (with user account). */
export async function createEmployee(db: Db, companyId: string) {
  const user = await createUser(db, 'employee', { name: 'Test Employee' });
  const employee = await db
    .insertInto('employee')
    .values({
      companyId,
      email: user.email,
      name: 'Test Employee',
      driversLicenseKey: 'private/employee-document/test-licence',
      citizenCardKey: 'private/employee-document/test-card',
      userId: user.id,
      registrationFinished: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...user, employeeId: employee.id };
}

/** A registered vendor (vendor record linked to a vendor account). */
export async function createVendor(db: Db, overrides: { name?: string } = {}) {
  const user = await createUser(db, 'vendor', { name: overrides.name ?? 'Test Vendor' });
  const vendor = await db
    .insertInto('vendor')
    .values({
      email: user.email,
      name: overrides.name ?? 'Test Vendor',
      userId: user.id,
      registeredAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...user, userId: user.id, vendorId: vendor.id };
}
