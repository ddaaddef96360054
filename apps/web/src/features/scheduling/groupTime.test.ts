import { describe, expect, it } from 'vitest';
import { groupWhen } from './groupTime.ts';

describe('groupWhen', () => {
  it("writes a tour's group with its own times", () => {
    expect(
      groupWhen({ day: '2026-11-24', startTime: '10:00:00', endTime: '12:30:00', passWindow: null }),
    ).toBe('24 November 2026, 10:00–12:30');
  });

  it("writes a pass's group as the day it is valid, in Lisbon time, not its departure and end", () => {
    const passGroup = {
      day: '2026-11-24',
      startTime: '14:30:00',
      endTime: '00:30:00',
      passWindow: { firstDeparture: '09:30', lastDeparture: '19:00' },
    };
    expect(groupWhen(passGroup)).toBe('24 November 2026, valid 09:30–19:00');
  });
});
