import type { Executor } from '../../db/database.ts';

/**
 * Pending traveller registrations (/register): rows of better-auth's `verification` table, which platform/auth
 * owns, under their own prefix. The registration module calls these with its transaction.
 */
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
