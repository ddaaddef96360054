import { describe, expect, it } from 'vitest';
import {
  formatNumericDay,
  formatPassValidity,
  formatShortDay,
  formatTime,
  formatTimeRange,
  parseNumericDay,
} from './format.ts';

describe('formatShortDay (chart axes)', () => {
  it("writes a Lisbon day as '24 Nov', day first, in both languages", () => {
    expect(formatShortDay('2026-11-24')).toBe('24 Nov');
    expect(formatShortDay('2026-01-05')).toBe('5 Jan');
    expect(formatShortDay('2026-11-24', 'pt-PT')).toBe('24 nov');
  });
  it('writes nothing for what is not a day', () => {
    expect(formatShortDay('11-24')).toBe('');
    expect(formatShortDay('2026-02-30')).toBe('');
  });
});

describe('numeric days (date inputs and filters)', () => {
  it('writes and reads days day first', () => {
    expect(formatNumericDay('2026-11-24')).toBe('24/11/2026');
    expect(formatNumericDay('2026-13-01')).toBe('');
    expect(parseNumericDay('24/11/2026')).toBe('2026-11-24');
    expect(parseNumericDay(' 5-1-2026 ')).toBe('2026-01-05');
    expect(parseNumericDay('24.11.2026')).toBe('2026-11-24');
    expect(parseNumericDay('2026-11-24')).toBe('2026-11-24');
  });
  it('never reads a month first', () => {
    expect(parseNumericDay('11/24/2026')).toBeNull();
    expect(parseNumericDay('31/02/2026')).toBeNull();
    expect(parseNumericDay('')).toBeNull();
  });
});

describe('times', () => {
  it('writes an instant as its Lisbon wall time, whatever the zone of the machine', () => {
    // 08:30 UTC in July is 09:30 in Lisbon; in November Lisbon is on UTC.
    expect(formatTime('2026-07-15T08:30:00Z')).toBe('09:30');
    expect(formatTime('2026-11-24T14:30:00Z')).toBe('14:30');
    expect(formatTime('nope')).toBe('Unknown');
  });
  it('writes a range of wall times with an en dash', () => {
    expect(formatTimeRange('10:00:00', '12:30:00')).toBe('10:00–12:30');
  });
  it("writes a pass's day from its first to its last departure", () => {
    expect(formatPassValidity({ firstDeparture: '09:30:00', lastDeparture: '19:00:00' })).toBe(
      'valid 09:30–19:00',
    );
    expect(formatPassValidity({ firstDeparture: '09:30', lastDeparture: '19:00' }, 'pt-PT')).toBe(
      'válido das 09:30 às 19:00',
    );
  });
});
