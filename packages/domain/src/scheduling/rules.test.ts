import { describe, expect, it } from 'vitest';
import {
  canUnschedule,
  formatTimeLeft,
  groupMissingSeats,
  isBeforePlanningCutoff,
  lisbonTimeOfDay,
  missingSeats,
  needsCompanyStaff,
  newActivityText,
  planningCutoffAt,
  planningDays,
  planningWindow,
  seatsUpdate,
} from './rules.ts';

describe('planning cut-off (17:00 Europe/Lisbon)', () => {
  it('in winter (UTC+0): 16:59 is open, 17:00 is closed', () => {
    expect(isBeforePlanningCutoff(new Date('2026-01-15T16:59:00Z'))).toBe(true);
    expect(isBeforePlanningCutoff(new Date('2026-01-15T16:59:59.999Z'))).toBe(true);
    expect(isBeforePlanningCutoff(new Date('2026-01-15T17:00:00Z'))).toBe(false);
  });

  it('in summer (UTC+1): 16:59 Lisbon is 15:59 UTC', () => {
    expect(isBeforePlanningCutoff(new Date('2026-07-15T15:59:00Z'))).toBe(true);
    expect(isBeforePlanningCutoff(new Date('2026-07-15T16:00:00Z'))).toBe(false);
    // 16:30 UTC is 17:30 in Lisbon: closed, although it is before 17:00 UTC.
    expect(isBeforePlanningCutoff(new Date('2026-07-15T16:30:00Z'))).toBe(false);
  });

  it('reads the Lisbon wall time of an instant', () => {
    expect(lisbonTimeOfDay(new Date('2026-01-15T16:59:30Z'))).toBe('16:59:30');
    expect(lisbonTimeOfDay(new Date('2026-07-15T23:05:00Z'))).toBe('00:05:00');
  });

  it("tomorrow is Lisbon's tomorrow, even when UTC is still on the day before", () => {
    // 23:30 UTC on 14 July is 00:30 on 15 July in Lisbon.
    expect(planningDays(new Date('2026-07-14T23:30:00Z'))).toEqual({
      today: '2026-07-15',
      tomorrow: '2026-07-16',
    });
  });

  it("opens tomorrow's groups before the cut-off and today's until they start", () => {
    const morning = new Date('2026-01-15T10:00:00Z');
    expect(planningWindow('2026-01-16', '09:00:00', morning)).toBe('open');
    expect(planningWindow('2026-01-15', '10:30:00', morning)).toBe('open');
    expect(planningWindow('2026-01-15', '10:00:00', morning)).toBe('closed-started');
    expect(planningWindow('2026-01-17', '09:00:00', morning)).toBe('closed-out-of-range');
    expect(planningWindow('2026-01-14', '09:00:00', morning)).toBe('closed-out-of-range');
    const evening = new Date('2026-01-15T17:00:00Z');
    expect(planningWindow('2026-01-16', '09:00:00', evening)).toBe('closed-after-cutoff');
    expect(planningWindow('2026-01-15', '18:00:00', evening)).toBe('open');
  });
});

describe('seats', () => {
  it('missing seats are booked places minus staffed seats, never negative', () => {
    expect(missingSeats(6, 4)).toBe(2);
    expect(missingSeats(3, 4)).toBe(0);
  });

  it("a pass's or an event's group needs no company: it never misses seats", () => {
    const tour = { isPass: false, isEvent: false };
    expect(needsCompanyStaff(tour)).toBe(true);
    expect(needsCompanyStaff({ isPass: true, isEvent: false })).toBe(false);
    expect(needsCompanyStaff({ isPass: false, isEvent: true })).toBe(false);
    expect(groupMissingSeats({ ...tour, bookedPlaces: 6, staffedSeats: 4 })).toBe(2);
    expect(groupMissingSeats({ isPass: true, isEvent: false, bookedPlaces: 6, staffedSeats: 0 })).toBe(0);
    expect(groupMissingSeats({ isPass: false, isEvent: true, bookedPlaces: 6, staffedSeats: 0 })).toBe(0);
  });

  it('unscheduling lowers seats to 0…assigned−1 or the vehicles; 0 cancels', () => {
    const current = { nOfSeats: 6, numberOfVehicles: 2 };
    expect(seatsUpdate(current, { nOfSeats: 5, numberOfVehicles: 2 })).toEqual({
      kind: 'update',
      nOfSeats: 5,
      numberOfVehicles: 2,
    });
    expect(seatsUpdate(current, { nOfSeats: 6, numberOfVehicles: 1 })).toEqual({
      kind: 'update',
      nOfSeats: 6,
      numberOfVehicles: 1,
    });
    expect(seatsUpdate(current, { nOfSeats: 0, numberOfVehicles: 2 })).toEqual({ kind: 'cancel' });
    expect(seatsUpdate(current, { nOfSeats: 3, numberOfVehicles: 0 })).toEqual({ kind: 'cancel' });
    expect(seatsUpdate(current, { nOfSeats: 6, numberOfVehicles: 2 })).toEqual({
      kind: 'refused',
      reason: 'seats',
    });
    expect(seatsUpdate(current, { nOfSeats: 7, numberOfVehicles: 1 })).toEqual({
      kind: 'refused',
      reason: 'seats',
    });
    expect(seatsUpdate(current, { nOfSeats: 5, numberOfVehicles: 3 })).toEqual({
      kind: 'refused',
      reason: 'vehicles',
    });
  });
});

it('the new-activity message carries every field of the call', () => {
  const text = newActivityText(
    {
      tourName: 'Belém by tuk-tuk',
      date: '2026-01-16',
      time: '10:00:00',
      endTime: '12:00:00',
      activityGroupId: 'g-1',
      missingSeats: 3,
    },
    'New activity',
  );
  expect(text).toBe(
    'New activity: Belém by tuk-tuk\nDate: 2026-01-16\nTime: 10:00 to 12:00\nMissing seats: 3\nGroup: g-1',
  );
});

describe("the company dashboard's countdown to the cut-off", () => {
  it("is today's 17:00 in Lisbon, winter and summer", () => {
    expect(planningCutoffAt(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(planningCutoffAt(new Date('2026-07-15T10:00:00Z')).toISOString()).toBe('2026-07-15T16:00:00.000Z');
    // 23:30 UTC on 14 July is already 15 July in Lisbon.
    expect(planningCutoffAt(new Date('2026-07-14T23:30:00Z')).toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });

  it('says the time left in hours and minutes, rounded up to the minute; nothing once passed', () => {
    const minutes = (n: number) => n * 60_000;
    expect(formatTimeLeft(minutes(200))).toBe('3 h 20 min');
    expect(formatTimeLeft(minutes(180))).toBe('3 h');
    expect(formatTimeLeft(minutes(45))).toBe('45 min');
    expect(formatTimeLeft(30_000)).toBe('1 min');
    expect(formatTimeLeft(minutes(59) + 1)).toBe('1 h');
    expect(formatTimeLeft(0)).toBeNull();
    expect(formatTimeLeft(-1)).toBeNull();
  });
});

describe('unscheduling is refused once the group has started', () => {
  const morning = new Date('2026-01-15T10:00:00Z');
  it('by its start time in Lisbon', () => {
    expect(canUnschedule({ day: '2026-01-15', startTime: '10:30:00' }, morning, false)).toBe(true);
    expect(canUnschedule({ day: '2026-01-15', startTime: '10:00:00' }, morning, false)).toBe(false);
    expect(canUnschedule({ day: '2026-01-14', startTime: '18:00:00' }, morning, false)).toBe(false);
    expect(canUnschedule({ day: '2026-01-16', startTime: '09:00:00' }, morning, false)).toBe(true);
    // In summer 10:30 in Lisbon is 09:30 UTC.
    expect(
      canUnschedule({ day: '2026-07-15', startTime: '10:30' }, new Date('2026-07-15T09:29:00Z'), false),
    ).toBe(true);
    expect(
      canUnschedule({ day: '2026-07-15', startTime: '10:30' }, new Date('2026-07-15T09:30:00Z'), false),
    ).toBe(false);
  });

  it('or because a run of it started early (or finished)', () => {
    expect(canUnschedule({ day: '2026-01-15', startTime: '11:00:00' }, morning, true)).toBe(false);
  });
});
