import type { Executor } from '../../db/database.ts';

/** Inserts a code unless it collides with an existing one (then undefined: draw another). */
export async function insertRegistrationCode(
  db: Executor,
  code: { code: string; email: string; createdBy: string },
): Promise<{ id: string } | undefined> {
  return db
    .insertInto('registration_code')
    .values(code)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Redeems a code once: the WHERE is the lock, so of two racing registrations only one gets a row back. */
/** Whether an unused code was sent to this e-mail (a read: the conditional update below is what consumes it). */
export async function isRegistrationCodeOpen(db: Executor, code: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('registration_code')
    .select('id')
    .where('code', '=', code)
    .where('email', '=', email)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function consumeRegistrationCode(
  db: Executor,
  { code, email, userId }: { code: string; email: string; userId: string },
): Promise<boolean> {
  const row = await db
    .updateTable('registration_code')
    .set({ usedAt: new Date(), usedByUserId: userId })
    .where('code', '=', code)
    .where('email', '=', email)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** An invitation not yet used: the employee row of that company without an account. */
export async function findOpenInvitation(db: Executor, companyId: string, employeeId: string) {
  return db
    .selectFrom('employee as e')
    .innerJoin('company as c', 'c.id', 'e.companyId')
    .select(['e.id', 'e.companyId', 'e.email', 'e.name', 'c.name as companyName'])
    .where('e.id', '=', employeeId)
    .where('e.companyId', '=', companyId)
    .where('e.userId', 'is', null)
    .executeTakeFirst();
}
