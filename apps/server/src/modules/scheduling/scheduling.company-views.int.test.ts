import { schedulingTexts } from '@roteiro/domain/scheduling/scheduling';
import { describe, expect, it } from 'vitest';
import { createBookableActivity } from '../../../test/bookings.ts';
import { createCompany, createEmployee } from '../../../test/factories.ts';
import { createTestApp, signIn } from '../../../test/test-app.ts';
import { createGroup } from './scheduling.test-helpers.ts';

// What companies see: the dashboard's deadline, the plan's refusals, unscheduling a started group, and what an
// employee's upcoming list shows. The clock: winter, 10:00 in Lisbon (UTC+0) unless a test moves it.
const WINTER_MORNING = new Date('2026-01-15T10:00:00Z');
let clock = WINTER_MORNING;
const t = await createTestApp({}, {}, { now: () => clock });
const TODAY = '2026-01-15';
const TOMORROW = '2026-01-16';

const activity = await createBookableActivity(t.db, { title: 'Alfama walking tour' });
const company = await createCompany(t.db, { name: 'Views company' });
const employee = await createEmployee(t.db, company.id);
const colleague = await createEmployee(t.db, company.id);
const cookie = {
  company: await signIn(t.app, company.email),
  employee: await signIn(t.app, employee.email),
  colleague: await signIn(t.app, colleague.email),
};

const join = (groupId: string, nOfSeats = 6, numberOfVehicles = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/company/schedule',
    headers: { cookie: cookie.company },
    payload: { choices: [{ groupId, nOfSeats, numberOfVehicles }] },
  });
const unschedule = (groupId: string, nOfSeats: number, numberOfVehicles: number) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/company/allocations/${groupId}`,
    headers: { cookie: cookie.company },
    payload: { nOfSeats, numberOfVehicles },
  });
const upcomingRow = async (who: string, tab: string, groupId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/guider/upcoming?tab=${tab}&pageSize=100`,
    headers: { cookie: who },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { groupId: string }[]).find((item) => item.groupId === groupId);
};
/** A run of the group, straight in the table (check-in is another module's): started at `startTime`. */
const startRun = (groupId: string, startedBy: { id: string; employeeId?: string }, endTime?: Date) =>
  t.db
    .insertInto('activity_run')
    .values({
      companyId: company.id,
      groupId,
      activityId: activity.id,
      employeeId: startedBy.employeeId ?? null,
      startedBy: startedBy.id,
      startTime: new Date(clock.getTime() - 60_000),
      endTime: endTime ?? null,
      inProgress: endTime === undefined,
      payAmountCents: 2500,
    })
    .execute();

describe('plan your day', () => {
  it("gives the cut-off's instant, for the dashboard's countdown", async () => {
    clock = WINTER_MORNING;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/company/schedule',
      headers: { cookie: cookie.company },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isBeforeCutoff: true, cutoffAt: '2026-01-15T17:00:00.000Z' });
  });

  it('refuses 3 seats or 0 vehicles with a 400 naming the field, on joining and on the wait-list', async () => {
    clock = WINTER_MORNING;
    const group = await createGroup(t.db, { activityId: activity.id, day: TOMORROW, bookedPlaces: 4 });
    const fewSeats = await join(group, 3, 1);
    expect(fewSeats.statusCode).toBe(400);
    expect(fewSeats.json().error.fields).toEqual({ 'choices.0.nOfSeats': schedulingTexts.seatsMin });
    const noVehicle = await join(group, 4, 0);
    expect(noVehicle.statusCode).toBe(400);
    expect(noVehicle.json().error.fields).toEqual({
      'choices.0.numberOfVehicles': schedulingTexts.vehiclesMin,
    });
    const waitList = await t.app.inject({
      method: 'POST',
      url: '/api/company/schedule/wait-list',
      headers: { cookie: cookie.company },
      payload: { groupId: group, nOfSeats: 3, numberOfVehicles: 1 },
    });
    expect(waitList.statusCode).toBe(400);
    expect(waitList.json().error.fields).toEqual({ nOfSeats: schedulingTexts.seatsMin });
    const rows = await t.db
      .selectFrom('group_allocation')
      .select('id')
      .where('groupId', '=', group)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('unscheduling a group that has started', () => {
  it('is neither offered nor accepted once a run started early, even before the start time', async () => {
    clock = WINTER_MORNING;
    const group = await createGroup(t.db, {
      activityId: activity.id,
      day: TODAY,
      startTime: '11:00',
      endTime: '13:00',
      bookedPlaces: 6,
    });
    expect((await join(group)).statusCode).toBe(200);
    expect(await upcomingRow(cookie.company, 'today', group)).toMatchObject({
      canUnschedule: true,
      myRun: null,
    });

    // The guide starts at 09:59, an hour before the group's time.
    await startRun(group, { id: employee.id, employeeId: employee.employeeId });
    expect(await upcomingRow(cookie.company, 'today', group)).toMatchObject({
      canUnschedule: false,
      myRun: { isInProgress: true },
    });
    const refused = await unschedule(group, 0, 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(schedulingTexts.groupStarted);
    const allocation = await t.db
      .selectFrom('group_allocation')
      .select(['status', 'nOfSeats'])
      .where('groupId', '=', group)
      .executeTakeFirst();
    expect(allocation).toEqual({ status: 'joined', nOfSeats: 6 });
    // A company runs one activity at a time: this one ends for the next tests.
    await t.db
      .updateTable('activity_run')
      .set({ inProgress: false, endTime: clock })
      .where('groupId', '=', group)
      .execute();
  });

  it('is refused for a group already run and finished', async () => {
    clock = WINTER_MORNING;
    const group = await createGroup(t.db, {
      activityId: activity.id,
      day: TODAY,
      startTime: '11:30',
      endTime: '12:30',
      bookedPlaces: 4,
    });
    expect((await join(group, 4)).statusCode).toBe(200);
    await startRun(group, { id: company.id }, clock);
    expect((await upcomingRow(cookie.company, 'today', group)) ?? {}).toMatchObject({
      canUnschedule: false,
      myRun: { isInProgress: false },
    });
    expect((await unschedule(group, 2, 1)).statusCode).toBe(409);
  });

  it('is offered for a group not started, by the clock', async () => {
    clock = WINTER_MORNING;
    const group = await createGroup(t.db, {
      activityId: activity.id,
      day: TOMORROW,
      startTime: '10:15',
      endTime: '12:15',
      bookedPlaces: 4,
    });
    expect((await join(group, 4)).statusCode).toBe(200);
    expect(await upcomingRow(cookie.company, 'upcoming', group)).toMatchObject({ canUnschedule: true });
    clock = new Date('2026-01-16T10:30:00Z');
    // 10:30 on its day: it started at 10:15.
    expect(await upcomingRow(cookie.company, 'today', group)).toMatchObject({ canUnschedule: false });
    expect((await unschedule(group, 0, 0)).statusCode).toBe(409);
    clock = WINTER_MORNING;
  });
});

describe("an employee's upcoming list", () => {
  it("shows the employee's own run, never the company's seats and vehicles", async () => {
    clock = WINTER_MORNING;
    const group = await createGroup(t.db, {
      activityId: activity.id,
      day: TODAY,
      startTime: '12:00',
      endTime: '14:00',
      bookedPlaces: 6,
    });
    expect((await join(group, 6, 2)).statusCode).toBe(200);
    expect(await upcomingRow(cookie.company, 'today', group)).toMatchObject({
      allocation: { nOfSeats: 6, numberOfVehicles: 2 },
    });
    expect(await upcomingRow(cookie.employee, 'today', group)).toMatchObject({
      allocation: null,
      canUnschedule: false,
      myRun: null,
    });

    await startRun(group, { id: employee.id, employeeId: employee.employeeId });
    expect(await upcomingRow(cookie.employee, 'today', group)).toMatchObject({
      allocation: null,
      myRun: { isInProgress: true },
    });
    // A colleague sees the group, not as theirs.
    expect(await upcomingRow(cookie.colleague, 'today', group)).toMatchObject({
      allocation: null,
      myRun: null,
    });
  });
});
