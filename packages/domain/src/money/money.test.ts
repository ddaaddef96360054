import { describe, expect, it } from 'vitest';
import { eurosToCents, formatCents, formatEarnings } from './money.ts';

describe('money', () => {
  it('formats cents as euros', () => {
    expect(formatCents(1250)).toBe('€12.50');
    expect(formatCents(0)).toBe('€0.00');
  });
  it('shows None for zero earnings', () => {
    expect(formatEarnings(0)).toBe('None');
    expect(formatEarnings(1999)).toBe('€19.99');
  });
  it('parses euros to cents without float drift', () => {
    expect(eurosToCents('19.99')).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents('12,5')).toBe(1250);
    expect(eurosToCents('abc')).toBeNull();
  });
});
