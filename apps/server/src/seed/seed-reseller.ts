import { RESELLER_KEY_PREFIX } from '@roteiro/domain/distribution/octo';
import type { Db } from '../db/database.ts';
import { insertResellerKey } from '../modules/distribution/distribution.repository.ts';
import { createReseller } from '../modules/distribution/resellers.service.ts';
import { keyDigest } from '../platform/key-digest.ts';
import { demoReseller } from './seed-data.ts';

/**
 * The demo reseller (issue 38): sells every bookable activity over OCTO at its commission, with one API key. The key
 * is stored as real ones are (its digest and first characters only), but it is a fixed string published in README,
 * so that the demo's `/octo` can be tried at once: demo data, like the demo accounts' shared password.
 */
export async function seedReseller(db: Db): Promise<{ id: string }> {
  const reseller = await createReseller(db, {
    name: demoReseller.name,
    commissionBasisPoints: demoReseller.commissionBasisPoints,
    sellsEveryProduct: true,
    activityIds: [],
  });
  const key = demoReseller.apiKey;
  await insertResellerKey(db, {
    resellerId: reseller.id,
    digest: keyDigest(key),
    prefix: key.slice(0, RESELLER_KEY_PREFIX.length + 6),
  });
  return { id: reseller.id };
}
