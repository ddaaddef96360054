import { DEFAULT_SALES_WINDOW_DAYS } from '@roteiro/domain/booking/booking';
import { addMinutesToTime } from '@roteiro/domain/booking/slots';
import { lisbonInstant } from '@roteiro/domain/time/format';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/test-app.ts';
import { slotTimeProblem } from './availability.ts';
import {
  checkedOut,
  checkoutBody,
  createBookableActivity,
  createEvent,
  tomorrow,
} from './checkout.test-helpers.ts';

const t = await createTestApp();

async function slots(activityId: string, query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/activities/${activityId}/slots?${query}` });
  return res;
}

describe('slot rules', () => {
  it('ends a slot at wall time, past midnight when it must', () => {
    expect(addMinutesToTime('10:00', 150)).toBe('12:30');
    expect(addMinutesToTime('22:30', 120)).toBe('00:30');
  });

  it("sells a slot only more than 2 hours ahead and within the activity's sales window, in Lisbon time", () => {
    // 08:00 UTC on 1 July is 09:00 in Lisbon.
    const now = new Date('2026-07-01T08:00:00Z');
    const window = DEFAULT_SALES_WINDOW_DAYS;
    expect(slotTimeProblem('2026-06-30', '23:00', now, window)).toBe('pastDate');
    expect(slotTimeProblem('2026-07-01', '08:30', now, window)).toBe('tooLate');
    expect(slotTimeProblem('2026-07-01', '11:00', now, window)).toBe('tooLate');
    expect(slotTimeProblem('2026-07-01', '11:01', now, window)).toBeNull();
    expect(slotTimeProblem(addDays('2026-07-01', window), '10:00', now, window)).toBeNull();
    expect(slotTimeProblem(addDays('2026-07-01', window + 1), '10:00', now, window)).toBe('horizon');
    expect(slotTimeProblem('2026-07-31', '10:00', now, 30)).toBeNull();
    expect(slotTimeProblem('2026-08-01', '10:00', now, 30)).toBe('horizon');
    // Just after midnight UTC on 30 June is already 1 July in Lisbon (summer time): 30 June is the past.
    expect(slotTimeProblem('2026-06-30', '23:59', new Date('2026-06-30T23:30:00Z'), window)).toBe('pastDate');
    expect(lisbonInstant('2026-07-01', '11:01')?.toISOString()).toBe('2026-07-01T10:01:00.000Z');
  });
});

describe('GET /api/activities/:id/slots', () => {
  it('lists the shared slots with places and the price per person, uncached', async () => {
    const id = await createBookableActivity(t.db);
    const res = await slots(id, `day=${tomorrow()}&kind=shared`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      slots: [
        { startTime: '10:00', endTime: '12:00', placesLeft: 8, priceCents: 2500, priceUnit: 'person' },
        { startTime: '14:30', endTime: '16:30', placesLeft: 8, priceCents: 2500, priceUnit: 'person' },
      ],
    });
    await checkedOut(t, checkoutBody(id, { participants: 3 }));
    const after = (await slots(id, `day=${tomorrow()}`)).json().slots;
    expect(after.map((s: { placesLeft: number }) => s.placesLeft)).toEqual([5, 8]);
    // The shared group at 10:00 can no longer be booked privately; 16:00 still can, for the group price.
    expect((await slots(id, `day=${tomorrow()}&kind=private`)).json()).toEqual({
      slots: [
        { startTime: '10:00', endTime: '12:00', placesLeft: 0, priceCents: 12000, priceUnit: 'group' },
        { startTime: '16:00', endTime: '18:00', placesLeft: 8, priceCents: 12000, priceUnit: 'group' },
      ],
    });
  });

  it('closes a privately booked slot to everyone else', async () => {
    const id = await createBookableActivity(t.db);
    await checkedOut(t, checkoutBody(id, { kind: 'private', participants: 2 }));
    const shared = (await slots(id, `day=${tomorrow()}&kind=shared`)).json().slots;
    expect(shared[0]).toMatchObject({ startTime: '10:00', placesLeft: 0 });
    const privateSlots = (await slots(id, `day=${tomorrow()}&kind=private`)).json().slots;
    expect(privateSlots.map((s: { placesLeft: number }) => s.placesLeft)).toEqual([0, 8]);
  });

  it('offers only private slots on a private-only activity', async () => {
    const id = await createBookableActivity(t.db, { isPrivateOnly: true });
    expect((await slots(id, `day=${tomorrow()}&kind=shared`)).json()).toEqual({ slots: [] });
    expect((await slots(id, `day=${tomorrow()}&kind=private`)).json().slots).toHaveLength(2);
  });

  it("lists a pass's departures from the first to the last", async () => {
    const id = await createBookableActivity(t.db, { isPass: true, priceCents: 1500, durationMinutes: 45 });
    const res = (await slots(id, `day=${tomorrow()}&kind=pass`)).json();
    expect(res.slots.map((s: { startTime: string }) => s.startTime)).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
    expect(res.slots[0]).toEqual({
      startTime: '09:30',
      endTime: '10:15',
      placesLeft: 8,
      priceCents: 1500,
      priceUnit: 'person',
    });
    expect((await slots(id, `day=${tomorrow()}&kind=shared`)).json()).toEqual({ slots: [] });
  });

  it('offers an event at its own day, time and price, and nothing on other days', async () => {
    const id = await createBookableActivity(t.db, { durationMinutes: 180 });
    const eventId = await createEvent(t.db, id, { eventTime: '22:30', priceCents: 4000 });
    const res = await slots(id, `day=${tomorrow()}&kind=event&eventId=${eventId}`);
    expect(res.json()).toEqual({
      slots: [{ startTime: '22:30', endTime: '01:30', placesLeft: 8, priceCents: 4000, priceUnit: 'person' }],
    });
    const other = await slots(id, `day=${addDays(tomorrow(), 1)}&kind=event&eventId=${eventId}`);
    expect(other.json()).toEqual({ slots: [] });
  });

  it('answers 404 for a hidden activity or a hidden event, and nothing for a past day', async () => {
    const hidden = await createBookableActivity(t.db, { isVisible: false });
    expect((await slots(hidden, `day=${tomorrow()}`)).statusCode).toBe(404);
    const id = await createBookableActivity(t.db);
    const hiddenEvent = await createEvent(t.db, id, { isVisible: false });
    expect((await slots(id, `day=${tomorrow()}&kind=event&eventId=${hiddenEvent}`)).statusCode).toBe(404);
    expect((await slots(id, `day=${addDays(lisbonDay(new Date()), -1)}`)).json()).toEqual({ slots: [] });
    expect((await slots(id, 'day=tomorrow')).statusCode).toBe(400);
  });
});

describe('GET /api/activities/:id/availability', () => {
  it('lists the days of the month with places, without the full ones and the past', async () => {
    const id = await createBookableActivity(t.db, { sharedTimeSlots: ['10:00'] });
    const day = addDays(lisbonDay(new Date()), 3);
    const fullDay = addDays(day, 1);
    const month = day.slice(0, 7);
    await t.db
      .insertInto('activity_group')
      .values({
        activityId: id,
        day: fullDay,
        startTime: '10:00',
        endTime: '12:00',
        capacity: 8,
        groupSize: 8,
      })
      .execute();
    await checkedOut(t, checkoutBody(id, { day, participants: 5 }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${id}/availability?month=${month}&kind=shared`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const days: { day: string; placesLeft: number }[] = res.json().days;
    expect(days.find((d) => d.day === day)).toEqual({ day, placesLeft: 3 });
    if (fullDay.startsWith(month)) {
      expect(days.find((d) => d.day === fullDay)).toBeUndefined();
    }
    const today = lisbonDay(new Date());
    expect(days.every((d) => d.day >= today && d.day.startsWith(month))).toBe(true);
    const pastMonth = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${id}/availability?month=2020-01`,
    });
    expect(pastMonth.json()).toEqual({ days: [] });
  });

  it("shows an event's day only", async () => {
    const id = await createBookableActivity(t.db);
    const eventDay = addDays(lisbonDay(new Date()), 5);
    const eventId = await createEvent(t.db, id, { eventDate: eventDay, eventTime: '20:00' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${id}/availability?month=${eventDay.slice(0, 7)}&kind=event&eventId=${eventId}`,
    });
    expect(res.json()).toEqual({ days: [{ day: eventDay, placesLeft: 8 }] });
  });
});

describe("the app's clock", () => {
  it('decides what can be booked: with the clock moved three days on, tomorrow is past and its checkout refused', async () => {
    const later = await createTestApp({}, {}, { now: () => new Date(Date.now() + 3 * 86_400_000) });
    try {
      const id = await createBookableActivity(later.db);
      const day = tomorrow();
      const listed = await later.app.inject({ method: 'GET', url: `/api/activities/${id}/slots?day=${day}` });
      expect(listed.json()).toEqual({ slots: [] });
      const checkout = await later.app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: checkoutBody(id, { day, startTime: '10:00' }),
      });
      expect(checkout.statusCode).toBe(400);
      // The same day on the real clock is open.
      expect(
        (await slots(await createBookableActivity(t.db), `day=${day}`)).json().slots.length,
      ).toBeGreaterThan(0);
    } finally {
      await later.close();
    }
  });
});
