import { messages } from '@roteiro/domain/messages/messages';
import { schedulingTexts } from '@roteiro/domain/scheduling/scheduling';
import { describe, expect, it } from 'vitest';
import { createBookableActivity, createPaidBooking, lisbonDayIn } from '../../../test/bookings.ts';
import { createCompany, createEmployee } from '../../../test/factories.ts';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { createGroup, queuedChats } from './scheduling.test-helpers.ts';

// The planning clock: winter, 10:00 in Lisbon (UTC+0) unless a test moves it.
const WINTER_MORNING = new Date('2026-01-15T10:00:00Z');
let clock = WINTER_MORNING;
const t = await createTestApp({}, {}, { now: () => clock });
const TODAY = '2026-01-15';
const TOMORROW = '2026-01-16';

const activity = await createBookableActivity(t.db, { title: 'Sintra palaces planning' });
const admin = await createUser(t.db, 'admin');
const companyA = await createCompany(t.db, { name: 'Planning A' });
const companyB = await createCompany(t.db, { name: 'Planning B' });
const employeeA = await createEmployee(t.db, companyA.id);
const employeeB = await createEmployee(t.db, companyB.id);
await t.db.updateTable('company').set({ messagingId: 'chat-b' }).where('id', '=', companyB.id).execute();
const cookie = {
  a: await signIn(t.app, companyA.email),
  b: await signIn(t.app, companyB.email),
  employeeA: await signIn(t.app, employeeA.email),
  employeeB: await signIn(t.app, employeeB.email),
  admin: await signIn(t.app, admin.email),
};

const join = (who: string, choices: { groupId: string; nOfSeats?: number; numberOfVehicles?: number }[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/company/schedule',
    headers: { cookie: who },
    payload: { choices: choices.map((c) => ({ nOfSeats: 4, numberOfVehicles: 1, ...c })) },
  });
const unschedule = (who: string, groupId: string, nOfSeats: number, numberOfVehicles: number) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/company/allocations/${groupId}`,
    headers: { cookie: who },
    payload: { nOfSeats, numberOfVehicles },
  });
const allocationOf = (groupId: string, companyId: string) =>
  t.db
    .selectFrom('group_allocation')
    .select(['status', 'nOfSeats', 'numberOfVehicles'])
    .where('groupId', '=', groupId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
const upcoming = async (who: string, tab: string, base = '/api/guider/upcoming') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${base}?tab=${tab}&pageSize=100`,
    headers: { cookie: who },
  });
  return res;
};

describe('plan your day', () => {
  it("lists today's and tomorrow's groups that need seats, sorted by date, without the joined ones", async () => {
    clock = WINTER_MORNING;
    const later = await createGroup(t.db, {
      activityId: activity.id,
      day: TOMORROW,
      startTime: '09:00',
      bookedPlaces: 3,
    });
    const sooner = await createGroup(t.db, {
      activityId: activity.id,
      day: TODAY,
      startTime: '15:00',
      bookedPlaces: 2,
    });
    const started = await createGroup(t.db, {
      activityId: activity.id,
      day: TODAY,
      startTime: '09:30',
      bookedPlaces: 2,
    });
    const empty = await createGroup(t.db, { activityId: activity.id, day: TOMORROW, bookedPlaces: 0 });
    const farAway = await createGroup(t.db, { activityId: activity.id, day: '2026-01-18', bookedPlaces: 5 });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/company/schedule',
      headers: { cookie: cookie.a },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ today: TODAY, tomorrow: TOMORROW, isBeforeCutoff: true });
    const ids = body.groups.map((g: { groupId: string }) => g.groupId);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    expect(ids).not.toContain(started);
    expect(ids).not.toContain(empty);
    expect(ids).not.toContain(farAway);
    expect(body.groups.find((g: { groupId: string }) => g.groupId === later)).toMatchObject({
      title: activity.title,
      bookedPlaces: 3,
      staffedSeats: 0,
      missingSeats: 3,
      isFullyStaffed: false,
      isClosed: false,
    });

    const joined = await join(cookie.a, [{ groupId: later, nOfSeats: 5, numberOfVehicles: 2 }]);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ message: messages.scheduleUpdated });
    expect(await allocationOf(later, companyA.id)).toEqual({
      status: 'joined',
      nOfSeats: 5,
      numberOfVehicles: 2,
    });

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/company/schedule',
      headers: { cookie: cookie.a },
    });
    expect(again.json().groups.map((g: { groupId: string }) => g.groupId)).not.toContain(later);
    // Company B still sees it, now fully staffed (wait-list only).
    const forB = await t.app.inject({
      method: 'GET',
      url: '/api/company/schedule',
      headers: { cookie: cookie.b },
    });
    expect(forB.json().groups.find((g: { groupId: string }) => g.groupId === later)).toMatchObject({
      isFullyStaffed: true,
      missingSeats: 0,
    });
  });

  it('refuses fewer than 4 seats, no vehicle, nothing chosen, a joined group and a started group', async () => {
    clock = WINTER_MORNING;
    const group = await createGroup(t.db, { activityId: activity.id, day: TOMORROW, bookedPlaces: 6 });
    const fewSeats = await join(cookie.a, [{ groupId: group, nOfSeats: 3 }]);
    expect(fewSeats.statusCode).toBe(400);
    expect(fewSeats.json().error.fields['choices.0.nOfSeats']).toBe(schedulingTexts.seatsMin);
    const noVehicle = await join(cookie.a, [{ groupId: group, numberOfVehicles: 0 }]);
    expect(noVehicle.statusCode).toBe(400);
    const none = await join(cookie.a, []);
    expect(none.statusCode).toBe(400);
    expect((await join(cookie.a, [{ groupId: group }])).statusCode).toBe(200);
    const twice = await join(cookie.a, [{ groupId: group }]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(schedulingTexts.alreadyJoined);
    const started = await createGroup(t.db, {
      activityId: activity.id,
      day: TODAY,
      startTime: '09:00',
      bookedPlaces: 2,
    });
    const late = await join(cookie.a, [{ groupId: started }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(schedulingTexts.groupStarted);
  });

  it('joins all the chosen groups or none', async () => {
    clock = WINTER_MORNING;
    const open = await createGroup(t.db, { activityId: activity.id, day: TOMORROW, bookedPlaces: 4 });
    const full = await createGroup(t.db, { activityId: activity.id, day: TOMORROW, bookedPlaces: 4 });
    expect((await join(cookie.b, [{ groupId: full }])).statusCode).toBe(200);
    const res = await join(cookie.a, [{ groupId: open }, { groupId: full }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(schedulingTexts.noLongerNeedsSeats);
    expect(await allocationOf(open, companyA.id)).toBeUndefined();
  });
});

describe('the 17:00 Europe/Lisbon cut-off for tomorrow', () => {
  const cases = [
    {
      season: 'winter (UTC+0)',
      before: '2026-01-15T16:59:00Z',
      at: '2026-01-15T17:00:00Z',
      today: '2026-01-15',
    },
    {
      season: 'summer (UTC+1)',
      before: '2026-07-15T15:59:00Z',
      at: '2026-07-15T16:00:00Z',
      today: '2026-07-15',
    },
  ];
  for (const c of cases) {
    it(`in ${c.season}: 16:59 joins tomorrow's group, 17:00 is refused and the page says so`, async () => {
      const tomorrow = c.today.replace(
        /-(\d{2})$/,
        (_m, d: string) => `-${String(Number(d) + 1).padStart(2, '0')}`,
      );
      const first = await createGroup(t.db, { activityId: activity.id, day: tomorrow, bookedPlaces: 4 });
      const second = await createGroup(t.db, { activityId: activity.id, day: tomorrow, bookedPlaces: 4 });
      const evening = await createGroup(t.db, {
        activityId: activity.id,
        day: c.today,
        startTime: '20:00',
        endTime: '21:00',
        bookedPlaces: 4,
      });

      clock = new Date(c.before);
      const plan = await t.app.inject({
        method: 'GET',
        url: '/api/company/schedule',
        headers: { cookie: cookie.a },
      });
      expect(plan.json()).toMatchObject({ today: c.today, tomorrow, isBeforeCutoff: true });
      expect((await join(cookie.a, [{ groupId: first }])).statusCode).toBe(200);

      clock = new Date(c.at);
      const closed = await t.app.inject({
        method: 'GET',
        url: '/api/company/schedule',
        headers: { cookie: cookie.a },
      });
      expect(closed.json().isBeforeCutoff).toBe(false);
      expect(closed.json().groups.find((g: { groupId: string }) => g.groupId === second)).toMatchObject({
        isClosed: true,
      });
      const refused = await join(cookie.a, [{ groupId: second }]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(schedulingTexts.cutoffRefused);
      expect(await allocationOf(second, companyA.id)).toBeUndefined();
      // Today's groups that have not started can still be joined after the cut-off.
      expect((await join(cookie.a, [{ groupId: evening }])).statusCode).toBe(200);
      clock = WINTER_MORNING;
    });
  }
});

describe('concurrent joins', () => {
  it('never staff a group that no longer needs seats: one of ten companies joins, no 5xx', async () => {
    clock = WINTER_MORNING;
    const group = await createGroup(t.db, { activityId: activity.id, day: TOMORROW, bookedPlaces: 4 });
    const companies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createCompany(t.db, { name: `Racer ${i}` })),
    );
    const cookies = await Promise.all(companies.map((c) => signIn(t.app, c.email)));
    const answers = await Promise.all(cookies.map((c) => join(c, [{ groupId: group }])));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const rows = await t.db
      .selectFrom('group_allocation')
      .select('nOfSeats')
      .where('groupId', '=', group)
      .where('status', '=', 'joined')
      .execute();
    expect(rows).toEqual([{ nOfSeats: 4 }]);
  });
});

describe('unscheduling and the wait-list', () => {
  it('lowers seats, refuses equal or more with the spec text, cancels at 0, and tells the operators', async () => {
    clock = WINTER_MORNING;
    const group = await createGroup(t.db, { activityId: activity.id, day: TOMORROW, bookedPlaces: 6 });
    expect((await join(cookie.a, [{ groupId: group, nOfSeats: 6, numberOfVehicles: 2 }])).statusCode).toBe(
      200,
    );

    const equal = await unschedule(cookie.a, group, 6, 2);
    expect(equal.statusCode).toBe(400);
    expect(equal.json().error).toMatchObject({
      message: messages.seatsUpdateTooHigh,
      fields: { nOfSeats: messages.seatsUpdateTooHigh },
    });
    expect((await unschedule(cookie.a, group, 7, 2)).json().error.message).toBe(messages.seatsUpdateTooHigh);
    expect((await unschedule(cookie.a, group, 5, 3)).json().error.message).toBe(
      schedulingTexts.vehiclesTooHigh,
    );

    const lowered = await unschedule(cookie.a, group, 4, 2);
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toEqual({ message: messages.seatsUpdated, status: 'joined' });
    expect(await allocationOf(group, companyA.id)).toEqual({
      status: 'joined',
      nOfSeats: 4,
      numberOfVehicles: 2,
    });
    const notices = await queuedChats(t.db, t.config.operatorsChatId);
    expect(notices.some((n) => n.includes(group) && n.includes('Missing seats: 2'))).toBe(true);

    const canceled = await unschedule(cookie.a, group, 4, 0);
    expect(canceled.json()).toEqual({ message: messages.activityCanceled, status: 'canceled' });
    expect((await allocationOf(group, companyA.id))?.status).toBe('canceled');
    const after = await queuedChats(t.db, t.config.operatorsChatId);
    expect(after.some((n) => n.includes(group) && n.includes('Missing seats: 6'))).toBe(true);
    // Canceled: it is offered again and can be rejoined.
    expect((await join(cookie.a, [{ groupId: group }])).statusCode).toBe(200);
  });

  it('puts a company on the wait-list of a staffed group and promotes it, with a message, when seats free up', async () => {
    clock = WINTER_MORNING;
    const group = await createGroup(t.db, { activityId: activity.id, day: TOMORROW, bookedPlaces: 4 });
    expect((await join(cookie.a, [{ groupId: group, nOfSeats: 4 }])).statusCode).toBe(200);
    const needsNone = await join(cookie.b, [{ groupId: group }]);
    expect(needsNone.json().error.message).toBe(schedulingTexts.noLongerNeedsSeats);

    const waitList = (who: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/company/schedule/wait-list',
        headers: { cookie: who },
        payload: { groupId: group, nOfSeats: 5, numberOfVehicles: 2 },
      });
    const listed = await waitList(cookie.b);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().message).toBe(schedulingTexts.waitListed);
    expect((await waitList(cookie.b)).json().error.message).toBe(schedulingTexts.alreadyWaitListed);
    expect((await waitList(cookie.a)).json().error.message).toBe(schedulingTexts.alreadyJoined);
    const plan = await t.app.inject({
      method: 'GET',
      url: '/api/company/schedule',
      headers: { cookie: cookie.b },
    });
    expect(plan.json().groups.find((g: { groupId: string }) => g.groupId === group)).toMatchObject({
      isWaitListed: true,
    });

    expect((await unschedule(cookie.a, group, 2, 1)).statusCode).toBe(200);
    expect(await allocationOf(group, companyB.id)).toEqual({
      status: 'joined',
      nOfSeats: 5,
      numberOfVehicles: 2,
    });
    const waiting = await t.db
      .selectFrom('group_wait_list')
      .select('id')
      .where('groupId', '=', group)
      .execute();
    expect(waiting).toEqual([]);
    expect((await queuedChats(t.db, 'chat-b')).some((n) => n.includes('Seats freed up'))).toBe(true);
  });

  it('lets a company leave a wait-list, and refuses unscheduling once the group has started', async () => {
    clock = WINTER_MORNING;
    const group = await createGroup(t.db, {
      activityId: activity.id,
      day: TODAY,
      startTime: '11:15',
      endTime: '13:15',
      bookedPlaces: 4,
    });
    expect((await join(cookie.a, [{ groupId: group, nOfSeats: 4 }])).statusCode).toBe(200);
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/company/schedule/wait-list',
      headers: { cookie: cookie.b },
      payload: { groupId: group, nOfSeats: 4, numberOfVehicles: 1 },
    });
    expect(listed.statusCode).toBe(200);
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/company/schedule/wait-list/${group}`,
      headers: { cookie: cookie.b },
    });
    expect(left.json()).toEqual({ message: schedulingTexts.waitListLeft });
    expect(
      await t.db.selectFrom('group_wait_list').select('id').where('groupId', '=', group).execute(),
    ).toEqual([]);

    clock = new Date('2026-01-15T11:30:00Z');
    const late = await unschedule(cookie.a, group, 0, 0);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(schedulingTexts.groupStarted);
    expect((await allocationOf(group, companyA.id))?.status).toBe('joined');
    clock = WINTER_MORNING;
  });

  it("keeps companies out of each other's allocations", async () => {
    clock = WINTER_MORNING;
    const group = await createGroup(t.db, { activityId: activity.id, day: TOMORROW, bookedPlaces: 4 });
    expect((await join(cookie.a, [{ groupId: group, nOfSeats: 4 }])).statusCode).toBe(200);
    const other = await unschedule(cookie.b, group, 0, 0);
    expect(other.statusCode).toBe(404);
    expect(await allocationOf(group, companyA.id)).toEqual({
      status: 'joined',
      nOfSeats: 4,
      numberOfVehicles: 1,
    });
    const employee = await unschedule(cookie.employeeA, group, 0, 0);
    expect(employee.statusCode).toBe(403);
    const leave = await t.app.inject({
      method: 'DELETE',
      url: `/api/company/schedule/wait-list/${group}`,
      headers: { cookie: cookie.b },
    });
    expect(leave.statusCode).toBe(404);
  });
});

describe('upcoming activities', () => {
  it("shows a company's and its employees' groups by tab, and nobody else's", async () => {
    clock = new Date('2026-01-15T12:00:00Z');
    const ended = await createGroup(t.db, {
      activityId: activity.id,
      day: TODAY,
      startTime: '11:00',
      endTime: '11:59',
      bookedPlaces: 4,
    });
    const running = await createGroup(t.db, {
      activityId: activity.id,
      day: TODAY,
      startTime: '14:00',
      endTime: '16:00',
      bookedPlaces: 4,
    });
    const next = await createGroup(t.db, { activityId: activity.id, day: TOMORROW, bookedPlaces: 4 });
    // Joined while they were still open (the morning), for the lists to show.
    clock = new Date('2026-01-15T10:00:00Z');
    expect(
      (await join(cookie.a, [{ groupId: ended }, { groupId: running }, { groupId: next }])).statusCode,
    ).toBe(200);
    clock = new Date('2026-01-15T12:00:00Z');

    const ids = async (who: string, tab: string, base?: string) =>
      ((await upcoming(who, tab, base)).json().items as { groupId: string }[]).map((i) => i.groupId);
    for (const who of [cookie.a, cookie.employeeA]) {
      expect(await ids(who, 'today')).toContain(running);
      expect(await ids(who, 'today')).not.toContain(ended);
      expect(await ids(who, 'finished')).toContain(ended);
      expect(await ids(who, 'upcoming')).toContain(next);
    }
    const row = (await upcoming(cookie.a, 'today'))
      .json()
      .items.find((i: { groupId: string }) => i.groupId === running);
    expect(row).toMatchObject({
      allocation: { nOfSeats: 4, numberOfVehicles: 1 },
      bookedPlaces: 4,
      missingSeats: 0,
    });
    for (const who of [cookie.b, cookie.employeeB]) {
      expect(await ids(who, 'today')).not.toContain(running);
      expect(await ids(who, 'upcoming')).not.toContain(next);
    }
    expect((await upcoming(cookie.a, 'attention')).statusCode).toBe(403);
    expect((await upcoming(cookie.employeeA, 'attention')).statusCode).toBe(403);

    clock = new Date('2026-01-15T16:00:00Z');
    expect(await ids(cookie.a, 'today')).not.toContain(running);
    expect(await ids(cookie.a, 'finished')).toContain(running);
    clock = WINTER_MORNING;
  });

  it('gives the admin a Needs attention tab: missing seats or no company, soonest first', async () => {
    clock = WINTER_MORNING;
    const unstaffed = await createGroup(t.db, {
      activityId: activity.id,
      day: TOMORROW,
      startTime: '08:00',
      bookedPlaces: 3,
    });
    const short = await createGroup(t.db, {
      activityId: activity.id,
      day: TODAY,
      startTime: '18:00',
      bookedPlaces: 7,
    });
    const staffed = await createGroup(t.db, { activityId: activity.id, day: TOMORROW, bookedPlaces: 4 });
    expect(
      (
        await join(cookie.a, [
          { groupId: short, nOfSeats: 4 },
          { groupId: staffed, nOfSeats: 4 },
        ])
      ).statusCode,
    ).toBe(200);
    const res = await upcoming(cookie.admin, 'attention', '/api/admin/upcoming');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { groupId: string; missingSeats: number; companyCount: number }[];
    const ids = items.map((i) => i.groupId);
    expect(ids).toContain(unstaffed);
    expect(ids).toContain(short);
    expect(ids).not.toContain(staffed);
    expect(ids.indexOf(short)).toBeLessThan(ids.indexOf(unstaffed));
    expect(items.find((i) => i.groupId === short)).toMatchObject({ missingSeats: 3, companyCount: 1 });
    expect(items.find((i) => i.groupId === unstaffed)).toMatchObject({ missingSeats: 3, companyCount: 0 });

    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/upcoming?tab=attention&page=1&pageSize=1',
      headers: { cookie: cookie.admin },
    });
    expect(paged.json()).toMatchObject({ page: 1, pageSize: 1, total: items.length });
    expect(paged.json().items).toHaveLength(1);
  });

  it("gives the admin a group's details: companies, wait-list, bookings", async () => {
    clock = WINTER_MORNING;
    const group = await createGroup(t.db, { activityId: activity.id, day: TOMORROW, bookedPlaces: 4 });
    expect((await join(cookie.a, [{ groupId: group, nOfSeats: 4, numberOfVehicles: 2 }])).statusCode).toBe(
      200,
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/company/schedule/wait-list',
      headers: { cookie: cookie.b },
      payload: { groupId: group, nOfSeats: 6, numberOfVehicles: 1 },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/groups/${group}`,
      headers: { cookie: cookie.admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      group: { id: group, title: activity.title, bookedPlaces: 4, staffedSeats: 4, missingSeats: 0 },
      companies: [
        { companyId: companyA.id, name: 'Planning A', nOfSeats: 4, numberOfVehicles: 2, status: 'joined' },
      ],
      waitList: [{ companyId: companyB.id, name: 'Planning B', nOfSeats: 6, numberOfVehicles: 1 }],
      bookings: [],
      runs: [],
    });
    for (const who of [cookie.a, cookie.employeeA]) {
      const denied = await t.app.inject({
        method: 'GET',
        url: `/api/admin/groups/${group}`,
        headers: { cookie: who },
      });
      expect(denied.statusCode).toBe(403);
    }
  });
});

describe('access of the planning routes', () => {
  const routes = [
    { method: 'GET', url: '/api/company/schedule', roles: ['company'] },
    { method: 'POST', url: '/api/company/schedule', roles: ['company'] },
    { method: 'POST', url: '/api/company/schedule/wait-list', roles: ['company'] },
    {
      method: 'DELETE',
      url: '/api/company/schedule/wait-list/00000000-0000-4000-8000-000000000000',
      roles: ['company'],
    },
    {
      method: 'PATCH',
      url: '/api/company/allocations/00000000-0000-4000-8000-000000000000',
      roles: ['company'],
    },
    { method: 'GET', url: '/api/guider/upcoming', roles: ['company', 'employee'] },
    { method: 'GET', url: '/api/admin/upcoming', roles: ['admin'] },
    { method: 'GET', url: '/api/admin/groups/00000000-0000-4000-8000-000000000000', roles: ['admin'] },
  ] as const;
  it('answers 401 to visitors and 403 to other roles', async () => {
    const vendor = await signIn(t.app, (await createUser(t.db, 'vendor')).email);
    const affiliate = await signIn(t.app, (await createUser(t.db, 'affiliate')).email);
    const callers = { company: cookie.a, employee: cookie.employeeA, admin: cookie.admin, vendor, affiliate };
    for (const route of routes) {
      const visitor = await t.app.inject({
        method: route.method,
        url: route.url,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const [role, who] of Object.entries(callers)) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: { cookie: who },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const label = `${role}: ${route.method} ${route.url} → ${res.statusCode}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if ((route.roles as readonly string[]).includes(role)) {
          expect([401, 403], label).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, label).toBe(403);
        }
      }
    }
  });
});

describe('operator notifications from booking fulfilment', () => {
  it("tells the operators of a group's first paid booking, and of places beyond the seats staffed", async () => {
    const tour = await createBookableActivity(t.db, { title: 'Cascais coast notice' });
    const day = lisbonDayIn(2);
    const first = await createPaidBooking(t, {
      activityId: tour.id,
      day,
      startTime: '10:00',
      participants: 2,
    });
    const notices = await queuedChats(t.db, t.config.operatorsChatId);
    const forGroup = notices.filter((n) => n.includes(first.groupId));
    expect(forGroup).toHaveLength(1);
    expect(forGroup[0]).toContain('New activity: Cascais coast notice');
    expect(forGroup[0]).toContain(`Date: ${day}`);
    expect(forGroup[0]).toContain('Missing seats: 2');

    // A company staffs 4 seats: a second booking of 2 stays within them, a third goes beyond.
    await t.db
      .insertInto('group_allocation')
      .values({
        groupId: first.groupId,
        companyId: companyB.id,
        joinedNOfSeats: 4,
        nOfSeats: 4,
        numberOfVehicles: 1,
      })
      .execute();
    await createPaidBooking(t, { activityId: tour.id, day, startTime: '10:00', participants: 2 });
    expect(
      (await queuedChats(t.db, t.config.operatorsChatId)).filter((n) => n.includes(first.groupId)),
    ).toHaveLength(1);
    await createPaidBooking(t, { activityId: tour.id, day, startTime: '10:00', participants: 1 });
    const later = (await queuedChats(t.db, t.config.operatorsChatId)).filter((n) =>
      n.includes(first.groupId),
    );
    expect(later).toHaveLength(2);
    expect(later[1]).toContain('Seats missing: Cascais coast notice');
    expect(later[1]).toContain('Missing seats: 1');
  });
});
