import { describe, expect, it } from 'vitest';
import { createCompany, createEmployee } from '../../../test/factories.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';

const t = await createTestApp();
const admin = await createUser(t.db, 'admin');
const cookie = await signIn(t.app, admin.email);
const get = (url: string, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'GET', url, headers });

describe('admin guiders table', () => {
  it('lists companies only (no employees, no admins), 5 per page, searchable', async () => {
    const tag = `gz${Date.now()}`;
    const companies = [];
    for (let i = 0; i < 6; i += 1) {
      companies.push(await createCompany(t.db, { name: `${tag} Company ${i}` }));
    }
    const [first] = companies;
    if (!first) {
      throw new Error('no company');
    }
    await createEmployee(t.db, first.id);
    await createUser(t.db, 'admin', { name: `${tag} Admin` });
    await t.db
      .updateTable('user')
      .set({ name: `${tag} Employee` })
      .where('role', '=', 'employee')
      .execute();

    const page1 = await get(`/api/admin/guiders?search=${tag}`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 6, page: 1, pageSize: 5 });
    expect(page1.json().items).toHaveLength(5);
    const page2 = await get(`/api/admin/guiders?search=${tag}&page=2`);
    expect(page2.json().items).toHaveLength(1);
    const all = [...page1.json().items, ...page2.json().items];
    expect(all.every((g: { companyName: string }) => g.companyName.startsWith(tag))).toBe(true);

    const one = await get(`/api/admin/guiders?search=${encodeURIComponent(`${tag} Company 3`)}`);
    expect(one.json().items).toHaveLength(1);
  });

  it("shows a guider's details with its payment history, 5 runs per page", async () => {
    const company = await createCompany(t.db, { name: 'History Tours' });
    const employee = await createEmployee(t.db, company.id);
    const activity = await t.db
      .insertInto('activity')
      .values({
        title: 'Alfama walk',
        description: 'A walk through Alfama.',
        durationMinutes: 90,
        priceCents: 3000,
        privatePriceCents: 15000,
        guiderPaymentCents: 4000,
        cancellationPolicy: 'Free cancellation',
        languages: ['en'],
        sharedTimeSlots: ['10:00'],
        privateTimeSlots: ['10:00'],
        minNumOfParticipants: 1,
        maxNumOfParticipants: 8,
        meetingPoint: 'Sé',
        markerLat: 38.71,
        markerLng: -9.13,
        city: 'Lisbon, Portugal',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 6; i += 1) {
      const group = await t.db
        .insertInto('activity_group')
        .values({
          activityId: activity.id,
          day: `2031-02-0${i + 1}`,
          startTime: '10:00',
          endTime: '11:30',
          capacity: 8,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('group_allocation')
        .values({
          groupId: group.id,
          companyId: company.id,
          joinedNOfSeats: 8,
          nOfSeats: 8,
          numberOfVehicles: 1,
        })
        .execute();
      const start = new Date(Date.UTC(2031, 1, i + 1, 10));
      await t.db
        .insertInto('activity_run')
        .values({
          companyId: company.id,
          groupId: group.id,
          activityId: activity.id,
          employeeId: employee.employeeId,
          startedBy: employee.id,
          startTime: start,
          endTime: new Date(start.getTime() + 90 * 60_000),
          inProgress: false,
          payAmountCents: 4000,
          ...(i === 0
            ? {
                transferId: `tr_test_${group.id}`,
                transferIdempotencyKey: `k_${group.id}`,
                transferredAt: new Date(),
              }
            : {}),
        })
        .execute();
    }
    const res = await get(`/api/admin/guiders/${company.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().guider).toMatchObject({
      id: company.id,
      companyName: 'History Tours',
      employeeCount: 1,
      unpaidCents: 5 * 4000,
    });
    expect(res.json().payments).toMatchObject({ total: 6, pageSize: 5 });
    expect(res.json().payments.items).toHaveLength(5);
    expect(res.json().payments.items[0]).toMatchObject({
      activityTitle: 'Alfama walk',
      payAmountCents: 4000,
    });
    const page2 = await get(`/api/admin/guiders/${company.id}?page=2`);
    expect(page2.json().payments.items).toEqual([expect.objectContaining({ isTransferred: true })]);
  });

  it('answers 404 for an employee, an unknown id, and 403 for non-admins', async () => {
    const company = await createCompany(t.db);
    const employee = await createEmployee(t.db, company.id);
    expect((await get(`/api/admin/guiders/${employee.id}`)).statusCode).toBe(404);
    expect((await get('/api/admin/guiders/nobody')).statusCode).toBe(404);
    const companyCookie = await signIn(t.app, company.email);
    expect((await get('/api/admin/guiders', { cookie: companyCookie })).statusCode).toBe(403);
  });
});
