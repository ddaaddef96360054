import { describe, expect, it } from 'vitest';
import { createResellerWithKey } from '../../../test/resellers.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { keyDigest } from '../../platform/key-digest.ts';
import { createBookableActivity } from '../booking/checkout/checkout.test-helpers.ts';

/**
 * The admin adds a reseller, its products and keys (shown once, stored hashed, revocable); each key is limited on
 * its own (here 600 a minute scaled to 3).
 */
const t = await createTestApp({ throttleScale: 0.005 });
const admin = { cookie: await signIn(t.app, (await createUser(t.db, 'admin')).email) };

describe('admin: resellers', () => {
  it('adds a reseller with its products, creates a key shown once, and revokes it', async () => {
    const activityId = await createBookableActivity(t.db, { title: 'Douro by boat' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/resellers',
      headers: admin,
      payload: {
        name: ' Viator ',
        commissionBasisPoints: 1800,
        sellsEveryProduct: false,
        activityIds: [activityId],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const reseller = created.json();
    expect(reseller).toMatchObject({
      name: 'Viator',
      commissionBasisPoints: 1800,
      activityIds: [activityId],
      keys: [],
    });

    const keyRes = await t.app.inject({
      method: 'POST',
      url: `/api/admin/resellers/${reseller.id}/keys`,
      headers: admin,
    });
    expect(keyRes.statusCode, keyRes.body).toBe(201);
    const { id: keyId, key, prefix } = keyRes.json();
    expect(key.startsWith(prefix)).toBe(true);
    const stored = await t.db
      .selectFrom('reseller_key')
      .select(['digest'])
      .where('id', '=', keyId)
      .executeTakeFirstOrThrow();
    expect(stored.digest).toBe(keyDigest(key));
    expect(stored.digest).not.toContain(key);

    const products = await t.app.inject({
      method: 'GET',
      url: '/octo/products',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(products.statusCode).toBe(200);
    expect(products.json().map((p: { id: string }) => p.id)).toEqual([activityId]);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/resellers', headers: admin });
    const listed = list.json().resellers.find((r: { id: string }) => r.id === reseller.id);
    expect(listed.keys).toEqual([{ id: keyId, prefix, createdAt: expect.any(String), revokedAt: null }]);
    expect(list.body).not.toContain(key);

    const revoke = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/resellers/${reseller.id}/keys/${keyId}/revoke`,
        headers: admin,
      });
    expect((await revoke()).statusCode).toBe(200);
    expect((await revoke()).statusCode).toBe(404);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/octo/products',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a commission over 30 % and an empty name', async () => {
    for (const payload of [
      { name: 'Greedy', commissionBasisPoints: 3001, sellsEveryProduct: true, activityIds: [] },
      { name: ' ', commissionBasisPoints: 1000, sellsEveryProduct: true, activityIds: [] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/resellers',
        headers: admin,
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});

describe('a reseller key', () => {
  it("is limited per key with OCTO's error shape and a Retry-After; another key is not", async () => {
    const busy = await createResellerWithKey(t.db);
    const calm = await createResellerWithKey(t.db);
    const supplier = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/octo/supplier', headers });
    for (let i = 0; i < 3; i++) {
      expect((await supplier(busy.headers)).statusCode).toBe(200);
    }
    const limited = await supplier(busy.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', errorMessage: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await supplier(calm.headers)).statusCode).toBe(200);
  });
});
