import { describe, expect, it } from 'vitest';
import { commissionCents } from './rules.ts';

describe('commissionCents', () => {
  it('is the rate of what the traveller paid, rounded down to the cent', () => {
    expect(commissionCents(4500, 1500)).toBe(675);
    expect(commissionCents(11250, 1500)).toBe(1687);
    expect(commissionCents(999, 1000)).toBe(99);
    expect(commissionCents(0, 2000)).toBe(0);
  });
  it('never passes 20 %', () => {
    expect(commissionCents(10_000, 2000)).toBe(2000);
    expect(commissionCents(10_000, 2500)).toBe(2000);
    expect(commissionCents(10_000, -5)).toBe(0);
  });
});
