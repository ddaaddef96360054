import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/database.ts';
import { keyDigest } from '../src/platform/key-digest.ts';

let resellers = 0;

/** A reseller (selling every product unless told) with a fresh API key, and the header that sends it. */
export async function createResellerWithKey(
  db: Database['db'],
  overrides: Partial<{
    name: string;
    commissionBasisPoints: number;
    sellsEveryProduct: boolean;
    activityIds: string[];
  }> = {},
) {
  resellers += 1;
  const reseller = await db
    .insertInto('reseller')
    .values({
      name: overrides.name ?? 'Klook test',
      commissionBasisPoints: overrides.commissionBasisPoints ?? 2000,
      sellsEveryProduct: overrides.sellsEveryProduct ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const activityId of overrides.activityIds ?? []) {
    await db.insertInto('reseller_product').values({ resellerId: reseller.id, activityId }).execute();
  }
  const key = `rtk_test${resellers}_${randomBytes(24).toString('base64url')}`;
  const row = await db
    .insertInto('reseller_key')
    .values({ resellerId: reseller.id, digest: keyDigest(key), prefix: key.slice(0, 10) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { resellerId: reseller.id, keyId: row.id, key, headers: { authorization: `Bearer ${key}` } };
}
