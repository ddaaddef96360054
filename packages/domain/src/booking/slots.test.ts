import { describe, expect, it } from 'vitest';
import {
  addMinutesToTime,
  hhmm,
  kindIsOffered,
  placesLeft,
  slotStarts,
  slotTimeProblem,
  type TSlotActivity,
  unitPrice,
} from './slots.ts';

const tour: TSlotActivity = {
  isPass: false,
  isPrivateOnly: false,
  priceCents: 2500,
  privatePriceCents: 14000,
  firstDeparture: null,
  lastDeparture: null,
  frequencyMinutes: null,
  sharedTimeSlots: ['14:00:00', '10:00:00', '10:00'],
  privateTimeSlots: ['16:30:00', '09:00:00'],
};
const pass: TSlotActivity = {
  ...tour,
  isPass: true,
  privatePriceCents: null,
  sharedTimeSlots: [],
  privateTimeSlots: [],
  firstDeparture: '09:30:00',
  lastDeparture: '11:00:00',
  frequencyMinutes: 30,
};
const event = { priceCents: 4000, eventDate: '2026-07-02', eventTime: '20:15:00' };

describe('wall times', () => {
  it('keeps hours and minutes of a stored time', () => {
    expect(hhmm('09:30:00')).toBe('09:30');
    expect(hhmm('09:30')).toBe('09:30');
  });

  it('ends a slot at wall time, past midnight when it must', () => {
    expect(addMinutesToTime('10:00', 150)).toBe('12:30');
    expect(addMinutesToTime('22:30', 120)).toBe('00:30');
    expect(addMinutesToTime('23:59', 1)).toBe('00:00');
    expect(addMinutesToTime('00:10', -20)).toBe('23:50');
    expect(addMinutesToTime('08:00:00', 24 * 60)).toBe('08:00');
  });
});

describe('kinds an activity sells', () => {
  const KINDS = ['pass', 'shared', 'private', 'event'] as const;

  it('sells departures of a pass, shared and private times of a tour, and events of any activity', () => {
    expect(KINDS.map((kind) => kindIsOffered(pass, kind))).toEqual([true, false, false, true]);
    expect(KINDS.map((kind) => kindIsOffered(tour, kind))).toEqual([false, true, true, true]);
  });

  it('sells no shared places of a private-only tour, and no private group without a private price', () => {
    expect(kindIsOffered({ ...tour, isPrivateOnly: true }, 'shared')).toBe(false);
    expect(kindIsOffered({ ...tour, isPrivateOnly: true }, 'private')).toBe(true);
    expect(kindIsOffered({ ...tour, privatePriceCents: null }, 'private')).toBe(false);
  });
});

describe('slot starts of a day', () => {
  it("lists a tour's shared or private times once each, in order, as HH:MM", () => {
    expect(slotStarts(tour, 'shared', null, '2026-07-02')).toEqual(['10:00', '14:00']);
    expect(slotStarts(tour, 'private', null, '2026-07-02')).toEqual(['09:00', '16:30']);
  });

  it("lists a pass's departures from the first to the last, the last included", () => {
    expect(slotStarts(pass, 'pass', null, '2026-07-02')).toEqual(['09:30', '10:00', '10:30', '11:00']);
    expect(slotStarts({ ...pass, lastDeparture: '10:59' }, 'pass', null, '2026-07-02')).toEqual([
      '09:30',
      '10:00',
      '10:30',
    ]);
  });

  it('lists no departure of a pass whose window or frequency is not set', () => {
    for (const missing of [
      { firstDeparture: null },
      { lastDeparture: null },
      { frequencyMinutes: null },
      { frequencyMinutes: 0 },
      { frequencyMinutes: -15 },
    ]) {
      expect(
        slotStarts({ ...pass, ...missing }, 'pass', null, '2026-07-02'),
        JSON.stringify(missing),
      ).toEqual([]);
    }
  });

  it("lists an event's time on its day only", () => {
    expect(slotStarts(tour, 'event', event, '2026-07-02')).toEqual(['20:15']);
    expect(slotStarts(tour, 'event', event, '2026-07-03')).toEqual([]);
    expect(slotStarts(tour, 'event', null, '2026-07-02')).toEqual([]);
  });

  it('lists nothing for a kind the activity does not sell', () => {
    expect(slotStarts(pass, 'shared', null, '2026-07-02')).toEqual([]);
    expect(slotStarts(tour, 'pass', null, '2026-07-02')).toEqual([]);
    expect(slotStarts({ ...tour, privatePriceCents: null }, 'private', null, '2026-07-02')).toEqual([]);
  });
});

describe('unit price', () => {
  it('prices a private tour per group, everything else per person', () => {
    expect(unitPrice(tour, 'private', null)).toEqual({ priceCents: 14000, priceUnit: 'group' });
    expect(unitPrice(tour, 'shared', null)).toEqual({ priceCents: 2500, priceUnit: 'person' });
    expect(unitPrice(pass, 'pass', null)).toEqual({ priceCents: 2500, priceUnit: 'person' });
    expect(unitPrice(tour, 'event', event)).toEqual({ priceCents: 4000, priceUnit: 'person' });
  });

  it("falls back to the activity's price for an event kind without its event, and 0 without a private price", () => {
    expect(unitPrice(tour, 'event', null)).toEqual({ priceCents: 2500, priceUnit: 'person' });
    expect(unitPrice({ ...tour, privatePriceCents: null }, 'private', null)).toEqual({
      priceCents: 0,
      priceUnit: 'group',
    });
  });
});

describe('whether a slot is still sold', () => {
  // 08:00 UTC on 1 July is 09:00 in Lisbon (summer time).
  const now = new Date('2026-07-01T08:00:00Z');

  it('refuses a past day, the cut-off of 2 hours, and days beyond the sales window', () => {
    expect(slotTimeProblem('2026-06-30', '23:00', now, 365)).toBe('pastDate');
    expect(slotTimeProblem('2026-07-01', '08:30', now, 365)).toBe('tooLate');
    expect(slotTimeProblem('2026-07-01', '11:00', now, 365)).toBe('tooLate');
    expect(slotTimeProblem('2026-07-01', '11:01', now, 365)).toBeNull();
    expect(slotTimeProblem('2026-07-31', '10:00', now, 30)).toBeNull();
    expect(slotTimeProblem('2026-08-01', '10:00', now, 30)).toBe('horizon');
    expect(slotTimeProblem('2026-07-02', '10:00', now, 1)).toBeNull();
    expect(slotTimeProblem('2026-07-03', '10:00', now, 1)).toBe('horizon');
  });

  it('reads the day in Lisbon, in winter too', () => {
    // 23:30 UTC on 30 June is already 1 July in Lisbon.
    expect(slotTimeProblem('2026-06-30', '23:59', new Date('2026-06-30T23:30:00Z'), 365)).toBe('pastDate');
    // In winter Lisbon is UTC: 11:00 on 15 January is 11:00 UTC.
    const winter = new Date('2026-01-15T09:00:00Z');
    expect(slotTimeProblem('2026-01-15', '11:00', winter, 365)).toBe('tooLate');
    expect(slotTimeProblem('2026-01-15', '11:01', winter, 365)).toBeNull();
  });

  it('treats a time that is not a real wall time as too late', () => {
    expect(slotTimeProblem('2026-07-02', '25:00', now, 365)).toBe('tooLate');
  });

  it("uses the caller's today and conversion when given", () => {
    const startMs = () => now.getTime() + 121 * 60_000;
    expect(slotTimeProblem('2026-07-01', 'any', now, 365, '2026-07-01', startMs)).toBeNull();
    expect(slotTimeProblem('2026-07-01', '12:00', now, 365, '2026-07-02')).toBe('pastDate');
  });
});

describe('places left for a booking', () => {
  const group = { eventId: null, isPrivate: false, groupSize: 3, capacity: 8 };

  it('offers the whole capacity of a slot without a group', () => {
    expect(placesLeft('shared', undefined, 8, null)).toBe(8);
    expect(placesLeft('private', undefined, 8, null)).toBe(8);
  });

  it("offers a shared or pass booking the group's free places, never fewer than 0", () => {
    expect(placesLeft('shared', group, 8, null)).toBe(5);
    expect(placesLeft('pass', group, 8, null)).toBe(5);
    expect(placesLeft('shared', { ...group, groupSize: 8 }, 8, null)).toBe(0);
    expect(placesLeft('shared', { ...group, groupSize: 10 }, 8, null)).toBe(0);
  });

  it("counts the group's own capacity, not the activity's current maximum", () => {
    expect(placesLeft('shared', { ...group, capacity: 6 }, 10, null)).toBe(3);
  });

  it('closes a private group to everyone', () => {
    for (const kind of ['shared', 'private', 'pass', 'event'] as const) {
      expect(placesLeft(kind, { ...group, isPrivate: true }, 8, null), kind).toBe(0);
    }
  });

  it('gives a private booking an empty group whole, and nothing of a group with people in it', () => {
    expect(placesLeft('private', { ...group, groupSize: 0 }, 10, null)).toBe(8);
    expect(placesLeft('private', group, 8, null)).toBe(0);
  });

  it("keeps an event's group for that event's bookings", () => {
    const eventGroup = { ...group, eventId: 'event-1' };
    expect(placesLeft('event', eventGroup, 8, 'event-1')).toBe(5);
    expect(placesLeft('event', eventGroup, 8, 'event-2')).toBe(0);
    expect(placesLeft('shared', eventGroup, 8, null)).toBe(0);
    expect(placesLeft('private', { ...eventGroup, groupSize: 0 }, 8, null)).toBe(0);
    expect(placesLeft('event', group, 8, 'event-1')).toBe(0);
  });
});
