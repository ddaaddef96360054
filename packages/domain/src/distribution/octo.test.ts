import { describe, expect, it } from 'vitest';
import {
  availabilityStatus,
  eventOfOptionId,
  eventOptionId,
  holdMinutes,
  isPlaceholderEmail,
  lisbonDateTime,
  octoBookingStatus,
  octoOptions,
  octoRedeemedStatus,
  octoStatus,
  parseAvailabilityId,
  placeholderEmail,
  resellerOwesCents,
  slotTimes,
} from './octo.ts';

describe('OCTO statuses of errors', () => {
  it('answers a missing key 401, a bad key 403, a limit 429 and every other mistake 400', () => {
    expect(octoStatus('UNAUTHORIZED')).toBe(401);
    expect(octoStatus('FORBIDDEN')).toBe(403);
    expect(octoStatus('TOO_MANY_REQUESTS')).toBe(429);
    for (const code of [
      'INVALID_PRODUCT_ID',
      'INVALID_BOOKING_UUID',
      'UNPROCESSABLE_ENTITY',
      'BAD_REQUEST',
    ] as const) {
      expect(octoStatus(code)).toBe(400);
    }
    expect(octoStatus('INTERNAL_SERVER_ERROR')).toBe(500);
  });
});

describe('resellerOwesCents', () => {
  it('is the price less the commission, the commission rounded down, capped at 30 %', () => {
    expect(resellerOwesCents(5000, 2000)).toBe(4000);
    expect(resellerOwesCents(999, 1500)).toBe(850);
    expect(resellerOwesCents(1000, 9000)).toBe(700);
    expect(resellerOwesCents(1000, -5)).toBe(1000);
  });
});

describe('holdMinutes', () => {
  it("is the checkout's hold by default, else 1 to 60 minutes", () => {
    expect(holdMinutes(undefined)).toBe(30);
    expect(holdMinutes(0)).toBe(1);
    expect(holdMinutes(45)).toBe(45);
    expect(holdMinutes(600)).toBe(60);
  });
});

describe('octoOptions', () => {
  it('sells a tour shared (DEFAULT) and private, a private-only tour private, a pass its departures', () => {
    expect(octoOptions({ isPass: false, isPrivateOnly: false, privatePriceCents: 100 })).toEqual([
      { id: 'DEFAULT', kind: 'shared' },
      { id: 'PRIVATE', kind: 'private' },
    ]);
    expect(octoOptions({ isPass: false, isPrivateOnly: true, privatePriceCents: 100 })).toEqual([
      { id: 'PRIVATE', kind: 'private' },
    ]);
    expect(octoOptions({ isPass: false, isPrivateOnly: false, privatePriceCents: null })).toEqual([
      { id: 'DEFAULT', kind: 'shared' },
    ]);
    expect(octoOptions({ isPass: true, isPrivateOnly: false, privatePriceCents: null })).toEqual([
      { id: 'DEFAULT', kind: 'pass' },
    ]);
  });
});

describe('Lisbon times with their offsets', () => {
  it('writes winter at +00:00 and summer at +01:00', () => {
    expect(lisbonDateTime(new Date('2026-01-15T10:00:00Z'))).toBe('2026-01-15T10:00:00+00:00');
    expect(lisbonDateTime(new Date('2026-07-15T09:00:00Z'))).toBe('2026-07-15T10:00:00+01:00');
  });

  it('gives a slot its start, end and the cut-off two hours before, in UTC', () => {
    expect(slotTimes('2026-07-15', '10:00', 150)).toEqual({
      localDateTimeStart: '2026-07-15T10:00:00+01:00',
      localDateTimeEnd: '2026-07-15T12:30:00+01:00',
      utcCutoffAt: '2026-07-15T07:00:00Z',
    });
    expect(slotTimes('2026-10-24', '23:00', 120)?.localDateTimeEnd).toBe('2026-10-25T01:00:00+01:00');
    // Across the end of summer time (02:00 +01:00 becomes 01:00 +00:00).
    expect(slotTimes('2026-10-25', '00:30', 120)?.localDateTimeEnd).toBe('2026-10-25T01:30:00+00:00');
  });

  it('reads back only the availability ids it gives', () => {
    expect(parseAvailabilityId('2026-07-15T10:00:00+01:00')).toEqual({
      day: '2026-07-15',
      startTime: '10:00',
    });
    expect(parseAvailabilityId('2026-07-15T10:00:00+00:00')).toBeNull();
    expect(parseAvailabilityId('2026-07-15T10:00')).toBeNull();
    expect(parseAvailabilityId('2026-02-30T10:00:00+00:00')).toBeNull();
  });
});

describe('availabilityStatus', () => {
  it('is SOLD_OUT at 0, LIMITED at half or less, else AVAILABLE', () => {
    expect(availabilityStatus(0, 8)).toBe('SOLD_OUT');
    expect(availabilityStatus(4, 8)).toBe('LIMITED');
    expect(availabilityStatus(5, 8)).toBe('AVAILABLE');
  });
});

describe('octoBookingStatus', () => {
  const now = new Date('2026-07-01T10:00:00Z');
  const later = new Date('2026-07-01T10:30:00Z');
  const earlier = new Date('2026-07-01T09:30:00Z');
  it('is ON_HOLD while the hold holds, then EXPIRED; CONFIRMED when paid; CANCELLED by the reseller', () => {
    const hold = { expiresAt: later, cancelledAt: null };
    expect(octoBookingStatus({ status: 'pending', confirmedAt: null }, hold, now)).toBe('ON_HOLD');
    expect(
      octoBookingStatus({ status: 'pending', confirmedAt: null }, { ...hold, expiresAt: earlier }, now),
    ).toBe('EXPIRED');
    expect(
      octoBookingStatus({ status: 'canceled', confirmedAt: null }, { ...hold, expiresAt: earlier }, now),
    ).toBe('EXPIRED');
    expect(
      octoBookingStatus({ status: 'canceled', confirmedAt: null }, { ...hold, cancelledAt: now }, now),
    ).toBe('CANCELLED');
    expect(octoBookingStatus({ status: 'paid', confirmedAt: now }, hold, now)).toBe('CONFIRMED');
    expect(octoBookingStatus({ status: 'refunded', confirmedAt: now }, hold, now)).toBe('CANCELLED');
  });

  it('is REDEEMED once confirmed and scanned; any other status stays', () => {
    expect(octoRedeemedStatus('CONFIRMED', true)).toBe('REDEEMED');
    expect(octoRedeemedStatus('CONFIRMED', false)).toBe('CONFIRMED');
    for (const status of ['ON_HOLD', 'EXPIRED', 'CANCELLED'] as const) {
      expect(octoRedeemedStatus(status, true)).toBe(status);
    }
  });
});

describe('placeholder e-mail', () => {
  it('stands in for a reservation without an e-mail, and is known as one', () => {
    const email = placeholderEmail('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(isPlaceholderEmail(email)).toBe(true);
    expect(isPlaceholderEmail('ana@example.test')).toBe(false);
  });
});

describe('event options', () => {
  it('names an event option by its event, and reads only such ids back', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(eventOptionId(id)).toBe(`EVENT-${id}`);
    expect(eventOfOptionId(eventOptionId(id))).toBe(id);
    expect(eventOfOptionId('DEFAULT')).toBeNull();
    expect(eventOfOptionId('EVENT-not-a-uuid')).toBeNull();
  });
});
