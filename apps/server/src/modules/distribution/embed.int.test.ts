import { describe, expect, it } from 'vitest';
import { createBookableActivity, lisbonDayIn } from '../../../test/bookings.ts';
import { createCompany } from '../../../test/factories.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';

/**
 * The booking box for operators' own sites (issue 38): a company or an affiliate registers the sites that may frame
 * its box; only the box's pages answer with those origins in `frame-ancestors`, everything else keeps 'none'.
 */
const t = await createTestApp();

async function companyWithActivity() {
  const company = await createCompany(t.db, { name: 'Sado Dolphins' });
  const activity = await createBookableActivity(t.db, { title: 'Dolphins of the Sado' });
  const other = await createBookableActivity(t.db, { title: 'Not joined' });
  const group = await t.db
    .insertInto('activity_group')
    .values({
      activityId: activity.id,
      day: lisbonDayIn(3),
      startTime: '10:00',
      endTime: '12:00',
      capacity: 8,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('group_allocation')
    .values({ groupId: group.id, companyId: company.id, joinedNOfSeats: 8, nOfSeats: 8, numberOfVehicles: 1 })
    .execute();
  return { company, activity, other, cookie: await signIn(t.app, company.email) };
}

async function createAffiliate() {
  const user = await createUser(t.db, 'affiliate');
  const affiliate = await t.db
    .insertInto('affiliate')
    .values({
      name: 'Lisbon Blog',
      email: user.email,
      userId: user.id,
      commissionRateBasisPoints: 1000,
      discountCode: `BLOG${Date.now() % 100000}`,
    })
    .returning(['id', 'discountCode'])
    .executeTakeFirstOrThrow();
  return { ...affiliate, cookie: await signIn(t.app, user.email) };
}

/** The `frame-ancestors` sources of an answer's policy. */
function frameAncestors(headers: Record<string, unknown>): string[] {
  const policy = String(headers['content-security-policy'] ?? '');
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find((words) => words[0] === 'frame-ancestors');
  return directive?.slice(1) ?? [];
}

describe('booking box: origins', () => {
  it("lists a company's activities (the groups it joined), adds, refuses and removes origins", async () => {
    const { company, activity, cookie } = await companyWithActivity();
    const empty = await t.app.inject({ method: 'GET', url: '/api/company/booking-box', headers: { cookie } });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({
      owner: { kind: 'company', id: company.id },
      referralCode: null,
      origins: [],
      activities: [{ id: activity.id, title: 'Dolphins of the Sado' }],
    });

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/company/booking-box/origins',
      headers: { cookie },
      payload: { origin: ' HTTPS://www.Sado-Dolphins.pt/ ' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().origins).toEqual([
      { id: expect.any(String), origin: 'https://www.sado-dolphins.pt' },
    ]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/company/booking-box/origins',
      headers: { cookie },
      payload: { origin: 'https://www.sado-dolphins.pt' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.origin).toBe('This site is already on the list.');

    for (const origin of [
      'http://www.sado-dolphins.pt',
      'https://www.sado-dolphins.pt/booking',
      'https://*.sado-dolphins.pt',
      'javascript:alert(1)',
      'https://user@sado.pt',
      '',
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/company/booking-box/origins',
        headers: { cookie },
        payload: { origin },
      });
      expect(refused.statusCode, origin).toBe(400);
      expect(refused.json().error.fields.origin, origin).toContain('Enter the address of a site');
    }

    const originId = added.json().origins[0].id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/company/booking-box/origins/${originId}`,
      headers: { cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().origins).toEqual([]);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/company/booking-box/origins/${originId}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(404);
  });

  it("keeps each owner's origins its own, and refuses other roles", async () => {
    const first = await companyWithActivity();
    const second = await companyWithActivity();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/company/booking-box/origins',
      headers: { cookie: first.cookie },
      payload: { origin: 'https://first.example.pt' },
    });
    const originId = added.json().origins[0].id;
    const stolen = await t.app.inject({
      method: 'DELETE',
      url: `/api/company/booking-box/origins/${originId}`,
      headers: { cookie: second.cookie },
    });
    expect(stolen.statusCode).toBe(404);
    // A company is not an affiliate: the affiliate's settings are not its own.
    const asAffiliate = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate/booking-box',
      headers: { cookie: first.cookie },
    });
    expect(asAffiliate.statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/company/booking-box' });
    expect(visitor.statusCode).toBe(401);
  });

  it('gives an affiliate its referral code and every visible activity, and what a box offers', async () => {
    const affiliate = await createAffiliate();
    const { activity } = await companyWithActivity();
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate/booking-box',
      headers: { cookie: affiliate.cookie },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().owner).toEqual({ kind: 'affiliate', id: affiliate.id });
    expect(settings.json().referralCode).toBe(affiliate.discountCode);
    expect(settings.json().activities).toContainEqual({ id: activity.id, title: 'Dolphins of the Sado' });

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/booking-box/origins',
      headers: { cookie: affiliate.cookie },
      payload: { origin: 'https://lisbon-blog.example.pt' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const framed = await t.app.inject({ method: 'GET', url: `/embed/affiliate/${affiliate.id}?referral=X` });
    expect(frameAncestors(framed.headers)).toEqual(['https://lisbon-blog.example.pt']);

    const box = await t.app.inject({ method: 'GET', url: `/api/embed/affiliate/${affiliate.id}` });
    expect(box.statusCode).toBe(200);
    expect(box.json().activities).toContainEqual({ id: activity.id, title: 'Dolphins of the Sado' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/embed/company/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const badKind = await t.app.inject({ method: 'GET', url: `/api/embed/vendor/${affiliate.id}` });
    expect(badKind.statusCode).toBe(400);
  });

  it("titles a box's activities in the visitor's language where they have a title in it, else in English", async () => {
    const { company, activity, other } = await companyWithActivity();
    await t.db
      .insertInto('activity_translation')
      .values({
        activityId: activity.id,
        locale: 'pt-PT',
        texts: JSON.stringify({ title: 'Golfinhos do Sado' }),
      })
      .execute();
    const url = `/api/embed/company/${company.id}`;
    const portuguese = await t.app.inject({ method: 'GET', url: `${url}?locale=pt-PT` });
    expect(portuguese.statusCode, portuguese.body).toBe(200);
    expect(portuguese.json().activities).toEqual([{ id: activity.id, title: 'Golfinhos do Sado' }]);
    const english = await t.app.inject({ method: 'GET', url: `${url}?locale=en` });
    expect(english.json().activities).toEqual([{ id: activity.id, title: 'Dolphins of the Sado' }]);
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual(english.json());
    // An activity without a Portuguese title keeps its English one.
    const affiliate = await createAffiliate();
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/embed/affiliate/${affiliate.id}?locale=pt-PT`,
    });
    expect(all.json().activities).toContainEqual({ id: other.id, title: 'Not joined' });
    expect(all.json().activities).toContainEqual({ id: activity.id, title: 'Golfinhos do Sado' });
    const unknownLanguage = await t.app.inject({ method: 'GET', url: `${url}?locale=fr` });
    expect(unknownLanguage.statusCode).toBe(400);

    // The owner's own settings list them in the account's language.
    const settingsOf = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/company/booking-box', headers: { cookie } })).json();
    const cookie = await signIn(t.app, company.email);
    expect((await settingsOf()).activities).toEqual([{ id: activity.id, title: 'Dolphins of the Sado' }]);
    await t.db.updateTable('user').set({ locale: 'pt-PT' }).where('email', '=', company.email).execute();
    expect((await settingsOf()).activities).toEqual([{ id: activity.id, title: 'Golfinhos do Sado' }]);
  });
});

describe('booking box: framing', () => {
  it('lets only the registered origins frame the box; no origins frame nothing; other pages frame nothing', async () => {
    const { company, cookie } = await companyWithActivity();
    const boxUrl = `/embed/company/${company.id}`;
    const before = await t.app.inject({ method: 'GET', url: boxUrl });
    expect(frameAncestors(before.headers)).toEqual(["'none'"]);
    expect(before.headers['x-frame-options']).toBe('DENY');

    for (const origin of ['https://www.sado-dolphins.pt', 'http://127.0.0.1:8123']) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/company/booking-box/origins',
        headers: { cookie },
        payload: { origin },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const after = await t.app.inject({ method: 'GET', url: `${boxUrl}?activity=x&lang=pt-PT` });
    expect(frameAncestors(after.headers).sort()).toEqual([
      'http://127.0.0.1:8123',
      'https://www.sado-dolphins.pt',
    ]);
    expect(after.headers['x-frame-options']).toBeUndefined();
    // The rest of the policy is the app's.
    expect(after.headers['content-security-policy']).toContain("script-src 'self'");

    // Another owner's box, the storefront and the API keep 'none'.
    const other = await companyWithActivity();
    for (const url of [
      `/embed/company/${other.company.id}`,
      '/home',
      `/details/${other.activity.id}`,
      '/api/session',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(frameAncestors(answer.headers), url).toEqual(["'none'"]);
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
    }

    // Removing the origins closes the box again at once.
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/company/booking-box',
      headers: { cookie },
    });
    for (const { id } of settings.json().origins) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/company/booking-box/origins/${id}`,
        headers: { cookie },
      });
    }
    const closed = await t.app.inject({ method: 'GET', url: boxUrl });
    expect(frameAncestors(closed.headers)).toEqual(["'none'"]);
  });
});
