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

export async function insertCompany(db: Executor, company: { id: string; name: string }): Promise<void> {
  await db.insertInto('company').values(company).execute();
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

// ---------------------------------------------------------------- traveller registration (/register)

/** Pending traveller registrations live in better-auth's `verification` table under this prefix. */
const TRAVELLER_PREFIX = 'traveller-registration:';

export async function insertTravellerRegistration(
  db: Executor,
  row: { id: string; email: string; value: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('verification')
    .values({
      id: row.id,
      identifier: `${TRAVELLER_PREFIX}${row.email}`,
      value: row.value,
      expiresAt: row.expiresAt,
    })
    .execute();
}

/** How many links this address was sent since `since` (throttles mail to one inbox). */
export async function countRecentTravellerRegistrations(db: Executor, email: string, since: Date) {
  const row = await db
    .selectFrom('verification')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('identifier', '=', `${TRAVELLER_PREFIX}${email}`)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteExpiredTravellerRegistrations(db: Executor, email: string, now: Date) {
  await db
    .deleteFrom('verification')
    .where('identifier', '=', `${TRAVELLER_PREFIX}${email}`)
    .where('expiresAt', '<=', now)
    .execute();
}

/** A pending registration still valid at `now`, with its e-mail. */
export async function findTravellerRegistration(db: Executor, id: string, now: Date) {
  const row = await db
    .selectFrom('verification')
    .select(['id', 'identifier', 'value'])
    .where('id', '=', id)
    .where('identifier', 'like', `${TRAVELLER_PREFIX}%`)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row
    ? { id: row.id, email: row.identifier.slice(TRAVELLER_PREFIX.length), value: row.value }
    : undefined;
}

/** Uses a registration link once: of two racing confirmations only one gets the row back. */
export async function consumeTravellerRegistration(db: Executor, id: string, now: Date): Promise<boolean> {
  const row = await db
    .deleteFrom('verification')
    .where('id', '=', id)
    .where('identifier', 'like', `${TRAVELLER_PREFIX}%`)
    .where('expiresAt', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
