import { describe, expect, it } from 'vitest';
import { quotePrefillFrom } from './quotePrefill.ts';

describe('quotePrefillFrom', () => {
  it('reads the destinations and the note of a link, trimmed and bounded', () => {
    const params = new URLSearchParams([
      ['destination', ' Lisbon '],
      ['destination', ''],
      ['destination', 'Porto'],
      ['notes', 'Lisbon and Porto in 7 days'],
    ]);
    expect(quotePrefillFrom(params)).toEqual({
      destinations: ['Lisbon', 'Porto'],
      notes: 'Lisbon and Porto in 7 days',
    });
    expect(quotePrefillFrom(new URLSearchParams())).toEqual({});
    const long = quotePrefillFrom(new URLSearchParams([['notes', 'x'.repeat(2000)]]));
    expect(long.notes).toHaveLength(1000);
  });
});
