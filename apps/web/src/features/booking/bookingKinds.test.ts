import { describe, expect, it } from 'vitest';
import { bookingKindsOf } from './bookingKinds.ts';

const activity = {
  isPass: false,
  isPrivateOnly: false,
  privatePriceCents: 20000,
  privateTimeSlots: ['10:00'],
};

describe('bookingKindsOf', () => {
  it('offers shared and private when both exist', () => {
    expect(bookingKindsOf(activity)).toEqual(['shared', 'private']);
  });

  it('offers shared only without a private price or private times', () => {
    expect(bookingKindsOf({ ...activity, privatePriceCents: null })).toEqual(['shared']);
    expect(bookingKindsOf({ ...activity, privateTimeSlots: [] })).toEqual(['shared']);
  });

  it('offers private only for a private-only activity, departures for a pass, the event for an event', () => {
    expect(bookingKindsOf({ ...activity, isPrivateOnly: true })).toEqual(['private']);
    expect(bookingKindsOf({ ...activity, isPass: true })).toEqual(['pass']);
    expect(
      bookingKindsOf(activity, { id: 'e', title: 'E', day: '2026-12-01', time: '20:00', priceCents: 1000 }),
    ).toEqual(['event']);
  });
});
