import { describe, expect, it } from 'vitest';
import { createBookableActivity } from '../../../test/bookings.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { createGroup } from './scheduling.test-helpers.ts';

// Winter, 10:00 in Lisbon (UTC+0).
const t = await createTestApp({}, {}, { now: () => new Date('2026-01-15T10:00:00Z') });
const TOMORROW = '2026-01-16';
const admin = await createUser(t.db, 'admin');
const cookie = await signIn(t.app, admin.email);

type TRow = { groupId: string; title: string; startTime: string; endTime: string; companyCount: number };
async function needsAttention(): Promise<TRow[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/upcoming?tab=attention&pageSize=100',
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

describe('Needs attention', () => {
  it("lists only groups that need a company's staff: not a pass's, not an event's", async () => {
    const tour = await createBookableActivity(t.db, { title: 'Attention walking tour' });
    const pass = await createBookableActivity(t.db, { title: 'Attention city pass' });
    await t.db
      .updateTable('activity')
      .set({ isPass: true, firstDeparture: '09:30', lastDeparture: '19:00', frequencyMinutes: 15 })
      .where('id', '=', pass.id)
      .execute();
    const tourGroup = await createGroup(t.db, { activityId: tour.id, day: TOMORROW, bookedPlaces: 3 });
    const passGroup = await createGroup(t.db, { activityId: pass.id, day: TOMORROW, bookedPlaces: 3 });
    const event = await t.db
      .insertInto('event')
      .values({
        title: 'Fado night',
        priceCents: 3000,
        eventDate: TOMORROW,
        eventTime: '21:00',
        activityId: tour.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const eventGroup = await createGroup(t.db, {
      activityId: tour.id,
      day: TOMORROW,
      startTime: '21:00',
      endTime: '23:00',
      bookedPlaces: 2,
    });
    await t.db
      .updateTable('activity_group')
      .set({ eventId: event.id })
      .where('id', '=', eventGroup)
      .execute();

    const ids = (await needsAttention()).map((row) => row.groupId);
    expect(ids).toContain(tourGroup);
    expect(ids).not.toContain(passGroup);
    expect(ids).not.toContain(eventGroup);
  });

  it('gives each group its own times', async () => {
    const tour = await createBookableActivity(t.db, { title: 'Attention times tour' });
    const slots = [
      ['09:00', '11:00'],
      ['14:30', '16:30'],
      ['18:00', '19:30'],
    ] as const;
    const groups = [];
    for (const [startTime, endTime] of slots) {
      groups.push(
        await createGroup(t.db, { activityId: tour.id, day: TOMORROW, startTime, endTime, bookedPlaces: 2 }),
      );
    }
    const rows = (await needsAttention()).filter((row) => row.title === tour.title);
    expect(rows.map((row) => row.groupId)).toEqual(groups);
    expect(rows.map((row) => [row.startTime.slice(0, 5), row.endTime.slice(0, 5)])).toEqual(slots);
  });

  it("gives a pass's group the day it is valid (first to last departure), a tour's none", async () => {
    const pass = await createBookableActivity(t.db, { title: 'Attention day pass' });
    await t.db
      .updateTable('activity')
      .set({ isPass: true, firstDeparture: '09:30', lastDeparture: '19:00', frequencyMinutes: 15 })
      .where('id', '=', pass.id)
      .execute();
    const tour = await createBookableActivity(t.db, { title: 'Attention window tour' });
    // The 14:30 departure of a 10-hour pass ends at 00:30: not what its holder can use.
    const passGroup = await createGroup(t.db, {
      activityId: pass.id,
      day: TOMORROW,
      startTime: '14:30',
      endTime: '00:30',
      bookedPlaces: 2,
    });
    const tourGroup = await createGroup(t.db, { activityId: tour.id, day: TOMORROW, bookedPlaces: 2 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/upcoming?tab=upcoming&pageSize=100',
      headers: { cookie },
    });
    const rows = res.json().items as { groupId: string; passWindow: unknown }[];
    expect(rows.find((row) => row.groupId === passGroup)?.passWindow).toEqual({
      firstDeparture: '09:30',
      lastDeparture: '19:00',
    });
    expect(rows.find((row) => row.groupId === tourGroup)?.passWindow).toBeNull();
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/admin/groups/${passGroup}`,
      headers: { cookie },
    });
    expect(details.json().group.passWindow).toEqual({ firstDeparture: '09:30', lastDeparture: '19:00' });
  });
});
