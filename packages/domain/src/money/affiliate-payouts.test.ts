import { describe, expect, it } from 'vitest';
import { settlementCutoff } from './affiliate-payouts.ts';

describe('settlementCutoff', () => {
  it('is Monday 00:00 in Lisbon of the week, in winter (UTC+0) and in summer (UTC+1)', () => {
    // Wednesday 26 November 2025, 15:00 in Lisbon → Monday 24 November, 00:00 Lisbon = 00:00 UTC.
    expect(settlementCutoff(new Date('2025-11-26T15:00:00Z')).toISOString()).toBe('2025-11-24T00:00:00.000Z');
    // Sunday 20 July 2025, 23:30 in Lisbon → Monday 14 July, 00:00 Lisbon = 23:00 UTC the day before.
    expect(settlementCutoff(new Date('2025-07-20T22:30:00Z')).toISOString()).toBe('2025-07-13T23:00:00.000Z');
  });
  it('is the start of that very day on a Monday', () => {
    // Monday 24 November 2025 at 00:30 in Lisbon.
    expect(settlementCutoff(new Date('2025-11-24T00:30:00Z')).toISOString()).toBe('2025-11-24T00:00:00.000Z');
    // Sunday 23 November 2025 at 23:59 in Lisbon belongs to the week before.
    expect(settlementCutoff(new Date('2025-11-23T23:59:00Z')).toISOString()).toBe('2025-11-17T00:00:00.000Z');
  });
});
