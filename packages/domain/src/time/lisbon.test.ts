import { describe, expect, it } from 'vitest';
import { addDays, BUSINESS_TIME_ZONE, lisbonDay, lisbonOffsetMs } from './lisbon.ts';

describe('lisbonDay', () => {
  it('uses Lisbon summer time, not UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in Lisbon (UTC+1).
    expect(lisbonDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });
  it('matches UTC in winter', () => {
    expect(lisbonDay(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });
  it('turns at midnight to the millisecond', () => {
    expect(lisbonDay(new Date('2026-07-01T22:59:59.999Z'))).toBe('2026-07-01');
    expect(lisbonDay(new Date('2026-07-01T23:00:00.000Z'))).toBe('2026-07-02');
    expect(lisbonDay(new Date('2026-07-01T22:59:59.999Z'))).toBe('2026-07-01');
    expect(lisbonDay(new Date('2026-01-15T23:59:30Z'))).toBe('2026-01-15');
    expect(lisbonDay(new Date('2026-01-16T00:00:00Z'))).toBe('2026-01-16');
    expect(() => lisbonDay(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('crosses months and the DST change', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('lisbonOffsetMs', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const intlOffset = (instant: number) => {
    const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
    const wall = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    return wall - Math.floor(instant / 60_000) * 60_000;
  };

  // 385,000 hours through Intl: about 3 s alone, more on a loaded machine, so more than Vitest's 5 s by default
  // (a CI run timed it out while the server suites ran beside it).
  it("equals the time-zone data's Europe/Lisbon at every hour from 1997 to 2040", { timeout: 60_000 }, () => {
    const wrong: string[] = [];
    for (let instant = Date.UTC(1997, 0, 1); instant < Date.UTC(2041, 0, 1); instant += 3_600_000) {
      if (lisbonOffsetMs(instant) !== intlOffset(instant)) {
        wrong.push(new Date(instant).toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it('changes at 01:00 UTC to the millisecond, in March and in October', () => {
    // 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC.
    expect(lisbonOffsetMs(Date.UTC(2026, 2, 29, 0, 59, 59, 999))).toBe(0);
    expect(lisbonOffsetMs(Date.UTC(2026, 2, 29, 1))).toBe(3_600_000);
    expect(lisbonOffsetMs(Date.UTC(2026, 9, 25, 0, 59, 59, 999))).toBe(3_600_000);
    expect(lisbonOffsetMs(Date.UTC(2026, 9, 25, 1))).toBe(0);
  });
});
