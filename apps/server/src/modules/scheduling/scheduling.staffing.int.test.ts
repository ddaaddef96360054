import { countTomorrowMissingSeats, schedulingTexts } from '@roteiro/domain/scheduling/scheduling';
import { describe, expect, it } from 'vitest';
import { createPaidBooking, lisbonDayIn } from '../../../test/bookings.ts';
import { createCompany } from '../../../test/factories.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { createBookableActivity, createEvent } from '../booking/checkout/checkout.test-helpers.ts';
import { createGroup, queuedChats } from './scheduling.test-helpers.ts';

// A pass's or an event's group needs no company (vendors validate those tickets at the counter), so
// Plan your day, the dashboard's tomorrow figure, the upcoming rows and the operators' chat leave it out, as
// Needs attention does. The planning clock: winter, 10:00 in Lisbon (UTC+0).
const t = await createTestApp({}, {}, { now: () => new Date('2026-01-15T10:00:00Z') });
const TOMORROW = '2026-01-16';

const company = await createCompany(t.db, { name: 'Staffing company' });
const admin = await createUser(t.db, 'admin');
const cookie = { company: await signIn(t.app, company.email), admin: await signIn(t.app, admin.email) };

/** A tour's, a pass's and an event's group tomorrow, each with booked places and no company. */
async function threeGroupsTomorrow(label: string) {
  const tour = await createBookableActivity(t.db, { title: `${label} tour` });
  const pass = await createBookableActivity(t.db, { title: `${label} pass`, isPass: true });
  const eventId = await createEvent(t.db, tour, { eventDate: TOMORROW, eventTime: '21:00' });
  const tourGroup = await createGroup(t.db, { activityId: tour, day: TOMORROW, bookedPlaces: 3 });
  const passGroup = await createGroup(t.db, { activityId: pass, day: TOMORROW, bookedPlaces: 3 });
  const eventGroup = await createGroup(t.db, {
    activityId: tour,
    day: TOMORROW,
    startTime: '21:00',
    endTime: '23:00',
    bookedPlaces: 2,
  });
  await t.db.updateTable('activity_group').set({ eventId }).where('id', '=', eventGroup).execute();
  return { tourGroup, passGroup, eventGroup };
}

describe("groups that need no company's staff", () => {
  it("are not on Plan your day, nor in the dashboard's count of tomorrow's groups missing seats", async () => {
    const { tourGroup, passGroup, eventGroup } = await threeGroupsTomorrow('Staffing plan');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/company/schedule',
      headers: { cookie: cookie.company },
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json();
    const ids = plan.groups.map((group: { groupId: string }) => group.groupId);
    expect(ids).toContain(tourGroup);
    expect(ids).not.toContain(passGroup);
    expect(ids).not.toContain(eventGroup);
    // The only groups of this test file are these three: the tour's alone misses seats tomorrow.
    expect(countTomorrowMissingSeats(plan)).toBe(1);
  });

  it('cannot be joined nor wait-listed', async () => {
    const { passGroup, eventGroup } = await threeGroupsTomorrow('Staffing join');
    for (const groupId of [passGroup, eventGroup]) {
      const choice = { groupId, nOfSeats: 4, numberOfVehicles: 1 };
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/company/schedule',
        headers: { cookie: cookie.company },
        payload: { choices: [choice] },
      });
      expect(joined.statusCode, joined.body).toBe(409);
      expect(joined.json().error.message).toBe(schedulingTexts.staffNotNeeded);
      const waiting = await t.app.inject({
        method: 'POST',
        url: '/api/company/schedule/wait-list',
        headers: { cookie: cookie.company },
        payload: choice,
      });
      expect(waiting.statusCode, waiting.body).toBe(409);
      expect(waiting.json().error.message).toBe(schedulingTexts.staffNotNeeded);
    }
    const allocations = await t.db
      .selectFrom('group_allocation')
      .select('id')
      .where('groupId', 'in', [passGroup, eventGroup])
      .execute();
    expect(allocations).toEqual([]);
  });

  it("are not counted as missing seats in the admin's upcoming rows and group details", async () => {
    const { tourGroup, passGroup, eventGroup } = await threeGroupsTomorrow('Staffing upcoming');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/upcoming?tab=upcoming&pageSize=100',
      headers: { cookie: cookie.admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().items as { groupId: string; missingSeats: number }[];
    const missingOf = (groupId: string) => rows.find((row) => row.groupId === groupId)?.missingSeats;
    expect(missingOf(tourGroup)).toBe(3);
    expect(missingOf(passGroup)).toBe(0);
    expect(missingOf(eventGroup)).toBe(0);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/admin/groups/${passGroup}`,
      headers: { cookie: cookie.admin },
    });
    expect(details.json().group).toMatchObject({ bookedPlaces: 3, missingSeats: 0 });
  });

  it("are not announced in the operators' chat when booked", async () => {
    const day = lisbonDayIn(2);
    const tour = await createBookableActivity(t.db, { title: 'Staffing chat tour' });
    const pass = await createBookableActivity(t.db, { title: 'Staffing chat pass', isPass: true });
    const eventId = await createEvent(t.db, tour, { eventDate: day, eventTime: '21:00' });
    const tourBooking = await createPaidBooking(t, { activityId: tour, day, startTime: '10:00' });
    const passBooking = await createPaidBooking(t, {
      activityId: pass,
      kind: 'pass',
      day,
      startTime: '09:30',
    });
    const eventBooking = await createPaidBooking(t, {
      activityId: tour,
      kind: 'event',
      eventId,
      day,
      startTime: '21:00',
    });
    const notices = await queuedChats(t.db, t.config.operatorsChatId);
    const about = (groupId: string) => notices.filter((text) => text.includes(groupId));
    expect(about(tourBooking.groupId)).toHaveLength(1);
    expect(about(tourBooking.groupId)[0]).toContain('Missing seats: 2');
    expect(about(passBooking.groupId)).toEqual([]);
    expect(about(eventBooking.groupId)).toEqual([]);
  });
});
