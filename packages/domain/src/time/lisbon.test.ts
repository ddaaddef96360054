import { describe, expect, it } from 'vitest';
import { addDays, lisbonDay } from './lisbon.ts';

describe('lisbonDay', () => {
  it('uses Lisbon summer time, not UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in Lisbon (UTC+1).
    expect(lisbonDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });
  it('matches UTC in winter', () => {
    expect(lisbonDay(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });
  it('turns at midnight to the millisecond, however the last answer is kept', () => {
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
