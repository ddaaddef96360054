import { randomBytes } from 'node:crypto';
import { RESELLER_KEY_PREFIX } from '@roteiro/domain/distribution/octo';
import type {
  TAdminReseller,
  TCreatedResellerKey,
  TCreateResellerRequest,
} from '@roteiro/domain/distribution/schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { keyDigest } from '../../platform/key-digest.ts';
import {
  insertReseller,
  insertResellerKey,
  insertResellerProducts,
  listResellerKeys,
  listResellerProducts,
  listResellers,
  resellerExists,
  revokeResellerKey,
} from './distribution.repository.ts';

/** Resellers and their API keys: the admin's pages and `npm run reseller`. */

export async function listResellersForAdmin(db: Db): Promise<{ resellers: TAdminReseller[] }> {
  const resellers = await listResellers(db);
  const ids = resellers.map((r) => r.id);
  const [keys, products] = await Promise.all([listResellerKeys(db, ids), listResellerProducts(db, ids)]);
  return {
    resellers: resellers.map((r) => ({
      id: r.id,
      name: r.name,
      commissionBasisPoints: r.commissionBasisPoints,
      sellsEveryProduct: r.sellsEveryProduct,
      activityIds: products.filter((p) => p.resellerId === r.id).map((p) => p.activityId),
      keys: keys
        .filter((k) => k.resellerId === r.id)
        .map((k) => ({
          id: k.id,
          prefix: k.prefix,
          createdAt: k.createdAt.toISOString(),
          revokedAt: k.revokedAt?.toISOString() ?? null,
        })),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function createReseller(db: Db, request: TCreateResellerRequest): Promise<TAdminReseller> {
  const id = await db.transaction().execute(async (trx) => {
    const reseller = await insertReseller(trx, {
      name: request.name.trim(),
      commissionBasisPoints: request.commissionBasisPoints,
      sellsEveryProduct: request.sellsEveryProduct,
    });
    if (!request.sellsEveryProduct) {
      await insertResellerProducts(trx, reseller.id, [...new Set(request.activityIds)]);
    }
    return reseller.id;
  });
  const { resellers } = await listResellersForAdmin(db);
  const created = resellers.find((r) => r.id === id);
  if (!created) {
    throw new Error(`reseller ${id} was not created`);
  }
  return created;
}

/** A new key, shown once: only its digest is stored. */
export async function createResellerKey(db: Db, resellerId: string): Promise<TCreatedResellerKey> {
  if (!(await resellerExists(db, resellerId))) {
    throw new AppError('NOT_FOUND');
  }
  const key = `${RESELLER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, RESELLER_KEY_PREFIX.length + 6);
  const { id } = await insertResellerKey(db, { resellerId, digest: keyDigest(key), prefix });
  return { id, prefix, key };
}

export async function revokeKey(db: Db, resellerId: string, keyId: string, now: Date): Promise<void> {
  if (!(await revokeResellerKey(db, resellerId, keyId, now))) {
    throw new AppError('NOT_FOUND');
  }
}
