import { describe, expect, it } from 'vitest';
import { textRef } from '../i18n/texts.ts';
import { lisbonInstant } from '../time/format.ts';
import { cannotChangeReason } from './manage-rules.ts';
import { bookingMessages } from './messages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const slot = { day: '2026-11-29', startTime: '09:00:00' };
const start = (lisbonInstant('2026-11-29', '09:00') as Date).getTime();
const before = (ms: number) => new Date(start - ms);

describe('whether a booking can still be canceled (refunded) or rescheduled', () => {
  it('allows a paid booking more than 24 hours before its start', () => {
    expect(cannotChangeReason({ status: 'paid', ...slot }, before(24 * HOUR + MINUTE))).toBeNull();
    expect(cannotChangeReason({ status: 'paid', ...slot }, before(30 * 24 * HOUR))).toBeNull();
  });

  it('refuses it from exactly 24 hours before the start on', () => {
    for (const ms of [24 * HOUR, 24 * HOUR - MINUTE, HOUR, 0, -HOUR]) {
      expect(
        cannotChangeReason({ status: 'paid', ...slot }, before(ms)),
        `${ms / MINUTE} minutes before`,
      ).toBe(textRef(bookingMessages, 'cancelTooLate'));
    }
  });

  it('counts the 24 hours from the start in Lisbon time, across the clock change', () => {
    // 10:00 on 31 October 2027 (winter time, UTC) is 24 hours after 11:00 the day before (summer time).
    const onChange = { status: 'paid' as const, day: '2027-10-31', startTime: '10:00' };
    const deadline = (lisbonInstant('2027-10-30', '11:00') as Date).getTime();
    expect(cannotChangeReason(onChange, new Date(deadline - MINUTE))).toBeNull();
    expect(cannotChangeReason(onChange, new Date(deadline))).toBe(textRef(bookingMessages, 'cancelTooLate'));
  });

  it('refuses an unpaid booking and one already canceled or refunded, whenever it starts', () => {
    const early = before(30 * 24 * HOUR);
    expect(cannotChangeReason({ status: 'pending', ...slot }, early)).toBe(
      textRef(bookingMessages, 'notPaid'),
    );
    expect(cannotChangeReason({ status: 'refunded', ...slot }, early)).toBe(
      textRef(bookingMessages, 'alreadyCanceled'),
    );
    expect(cannotChangeReason({ status: 'canceled', ...slot }, early)).toBe(
      textRef(bookingMessages, 'alreadyCanceled'),
    );
    expect(cannotChangeReason({ status: 'pending', ...slot }, before(HOUR))).toBe(
      textRef(bookingMessages, 'notPaid'),
    );
  });
});
