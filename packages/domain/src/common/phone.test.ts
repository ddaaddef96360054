import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.ts';

describe('toE164', () => {
  it('writes a valid number in E.164; without a country code it is Portuguese', () => {
    expect(toE164('+351 210 000 000')).toBe('+351210000000');
    expect(toE164('912 345 678')).toBe('+351912345678');
    expect(toE164('912-345-678')).toBe('+351912345678');
    expect(toE164('00351 912 345 678')).toBe('+351912345678');
    expect(toE164('+34 612 345 678')).toBe('+34612345678');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    // Already E.164: the same again (the stored value parses to itself).
    expect(toE164('+351912345678')).toBe('+351912345678');
  });

  it('refuses what is not a number of its country, text around a number, and extensions', () => {
    for (const wrong of [
      '+351 123 456 789',
      '+351 91234567',
      '12345',
      'abc',
      'call 912 345 678',
      '+351 912 345 678 ext 2',
      '',
    ]) {
      expect(toE164(wrong), wrong).toBeNull();
    }
  });
});
