import { countAll } from '../../db/count.ts';
import type { Executor } from '../../db/database.ts';
import { containsPattern } from '../../db/paging.ts';

export async function insertVendor(db: Executor, values: { email: string; name: string; createdBy: string }) {
  return db
    .insertInto('vendor')
    .values(values)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(['id', 'email'])
    .executeTakeFirst();
}

const vendorColumns = [
  'v.id',
  'v.email',
  'v.name',
  'v.userId',
  'v.registeredAt',
  'v.createdAt',
  'u.image',
  'u.deactivatedAt',
] as const;

export async function findVendor(db: Executor, vendorId: string) {
  return db
    .selectFrom('vendor as v')
    .leftJoin('user as u', 'u.id', 'v.userId')
    .select(vendorColumns)
    .where('v.id', '=', vendorId)
    .executeTakeFirst();
}

export async function findVendorByUser(db: Executor, userId: string) {
  return db.selectFrom('vendor').select(['id', 'name']).where('userId', '=', userId).executeTakeFirst();
}

export async function listVendors(
  db: Executor,
  { search, limit, offset }: { search?: string; limit: number; offset: number },
) {
  let query = db.selectFrom('vendor as v').leftJoin('user as u', 'u.id', 'v.userId');
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('v.name', 'ilike', pattern), eb('v.email', 'ilike', pattern)]));
  }
  const items = await query
    .select(vendorColumns)
    .orderBy('v.createdAt', 'desc')
    .orderBy('v.id')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await query.select(countAll()).executeTakeFirstOrThrow();
  return { items, total: count.count };
}

/** Links the vendor to its new account; the WHERE makes a second registration of the same vendor lose. */
export async function linkVendorAccount(db: Executor, vendorId: string, userId: string, name: string) {
  return db
    .updateTable('vendor')
    .set({ userId, name, registeredAt: new Date(), updatedAt: new Date() })
    .where('id', '=', vendorId)
    .where('userId', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

export async function anonymiseVendorRecord(db: Executor, userId: string) {
  await db
    .updateTable('vendor')
    .set({
      name: 'Deleted account',
      email: `deleted-${userId.toLowerCase()}@deleted.invalid`,
      updatedAt: new Date(),
    })
    .where('userId', '=', userId)
    .execute();
}
