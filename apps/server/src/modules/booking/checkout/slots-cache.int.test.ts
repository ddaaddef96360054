import { BOOKING_CUTOFF_MINUTES } from '@roteiro/domain/booking/rules';
import { lisbonInstant } from '@roteiro/domain/time/format';
import { describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn } from '../../../../test/test-app.ts';
import { answerStillHolds, listAvailability, listSlots } from './availability.ts';
import { checkedOut, checkoutBody, createBookableActivity, tomorrow } from './checkout.test-helpers.ts';
import { createSlotsCache } from './slots-cache.ts';

// The slots cache on, with a long life, so that only invalidation can explain a fresh answer.
const t = await createTestApp({ slotsCacheMs: 60_000 });

const placesOf = async (activityId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/activities/${activityId}/slots?day=${tomorrow()}&kind=shared`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().slots as { placesLeft: number }[]).map((slot) => slot.placesLeft);
};

describe('the slots cache (per process)', () => {
  it('serves a day again from memory, but never the places from before a booking made here', async () => {
    const id = await createBookableActivity(t.db);
    expect(await placesOf(id)).toEqual([8, 8]);
    // Changed behind the app's back (as another process would): the cached inputs are still served.
    await t.db.updateTable('activity').set({ priceCents: 9900 }).where('id', '=', id).execute();
    const cached = await t.app.inject({
      method: 'GET',
      url: `/api/activities/${id}/slots?day=${tomorrow()}`,
    });
    expect(cached.json().slots[0].priceCents).toBe(2500);
    // A checkout in this process forgets the activity at once.
    await checkedOut(t, checkoutBody(id, { participants: 3 }));
    expect(await placesOf(id)).toEqual([5, 8]);
  });

  it("serves a month's availability from memory too, forgotten by a booking made here", async () => {
    const id = await createBookableActivity(t.db);
    const day = tomorrow();
    const placesOfDay = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/activities/${id}/availability?month=${day.slice(0, 7)}&kind=shared`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().days as { day: string; placesLeft: number }[]).find((d) => d.day === day)
        ?.placesLeft;
    };
    expect(await placesOfDay()).toBe(8);
    await t.db.updateTable('activity').set({ maxNumOfParticipants: 4 }).where('id', '=', id).execute();
    expect(await placesOfDay()).toBe(8);
    await checkedOut(t, checkoutBody(id, { participants: 3 }));
    // Both slots of the day were rebuilt from the activity as it is now: 4 places, one slot with 3 taken.
    expect(await placesOfDay()).toBe(4);
  });

  it('forgets everything on a catalogue change made through the admin', async () => {
    const id = await createBookableActivity(t.db);
    expect(await placesOf(id)).toEqual([8, 8]);
    await t.db.updateTable('activity').set({ maxNumOfParticipants: 4 }).where('id', '=', id).execute();
    expect(await placesOf(id)).toEqual([8, 8]);
    const admin = await createUser(t.db, 'admin');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/activities/${id}/flags`,
      headers: { cookie: await signIn(t.app, admin.email) },
      payload: { isVisible: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await placesOf(id)).toEqual([4, 4]);
  });
});

describe('the slots of a cached load follow the clock', () => {
  it('drop a slot the minute its cut-off passes, from the same load', async () => {
    const cache = createSlotsCache({ ttlMs: 60_000 });
    const id = await createBookableActivity(t.db);
    const day = tomorrow();
    const closing = (start: string) =>
      (lisbonInstant(day, start)?.getTime() ?? 0) - BOOKING_CUTOFF_MINUTES * 60_000;
    const startsAt = async (instant: number) =>
      (await listSlots(t.db, id, { day, kind: 'shared' }, new Date(instant), cache)).slots.map(
        (slot) => slot.startTime,
      );
    const offersDayAt = async (instant: number) =>
      (
        await listAvailability(t.db, id, { month: day.slice(0, 7), kind: 'shared' }, new Date(instant), cache)
      ).days.some((d) => d.day === day);
    // 10:00 closes 120 minutes before it starts: at 08:00:00 Lisbon time.
    expect(await startsAt(closing('10:00') - 60_000)).toEqual(['10:00', '14:30']);
    expect(await startsAt(closing('10:00') - 1)).toEqual(['10:00', '14:30']);
    expect(await startsAt(closing('10:00'))).toEqual(['14:30']);
    // The day's last slot closes too: the month no longer offers the day.
    expect(await offersDayAt(closing('14:30') - 1)).toBe(true);
    expect(await offersDayAt(closing('14:30') + 30_000)).toBe(false);
    expect(await startsAt(closing('14:30') + 59_000)).toEqual([]);
    // Changed behind the cache's back: the load (and so the answers computed from it) is still the cached one.
    await t.db.updateTable('activity').set({ priceCents: 9900 }).where('id', '=', id).execute();
    const before = await listSlots(t.db, id, { day, kind: 'shared' }, new Date(closing('10:00') - 1), cache);
    expect(before.slots[0]?.priceCents).toBe(2500);
    // An answer holds (the app sends it again to its URL) for the rest of its minute, while its load is kept.
    const at = closing('10:00') - 1;
    expect(answerStillHolds(before, cache, new Date(at))).toBe(true);
    expect(answerStillHolds(before, cache, new Date(at + 1))).toBe(false);
    const nextLoad = await listSlots(t.db, id, { day, kind: 'shared' }, new Date(at - 1000), cache);
    expect(answerStillHolds(nextLoad, cache, new Date(at - 1000))).toBe(true);
    cache.forgetActivity(id);
    expect(answerStillHolds(nextLoad, cache, new Date(at - 1000))).toBe(false);
  });
});

describe('createSlotsCache', () => {
  it('loads once for requests that miss together, and keeps the value until it expires', async () => {
    let clock = 0;
    const cache = createSlotsCache({ ttlMs: 1000, now: () => clock });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    const answers = await Promise.all([cache.read('a', 'k', load), cache.read('a', 'k', load)]);
    expect(answers).toEqual([1, 1]);
    expect(await cache.read('a', 'k', load)).toBe(1);
    clock = 1001;
    expect(await cache.read('a', 'k', load)).toBe(2);
  });

  it('does not keep a load that started before its activity changed', async () => {
    const cache = createSlotsCache({ ttlMs: 60_000 });
    let release: (value: string) => void = () => undefined;
    const slow = cache.read('a', 'k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.forgetActivity('a');
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.read('a', 'k', async () => 'after the change')).toBe('after the change');
    // Another activity's entries stay.
    await cache.read('b', 'k', async () => 'b1');
    cache.forgetActivity('a');
    expect(await cache.read('b', 'k', async () => 'b2')).toBe('b1');
    cache.clear();
    expect(await cache.read('b', 'k', async () => 'b3')).toBe('b3');
  });

  it('is off with a zero lifetime', async () => {
    const cache = createSlotsCache({ ttlMs: 0 });
    let loads = 0;
    await cache.read('a', 'k', async () => ++loads);
    await cache.read('a', 'k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
