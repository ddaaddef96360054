import { describe, expect, it } from 'vitest';
import { eurosToCents, formatCents, formatEarnings, formatPrice } from './money.ts';

describe('money', () => {
  it('formats cents as euros', () => {
    expect(formatCents(1250)).toBe('€12.50');
    expect(formatCents(0)).toBe('€0.00');
    expect(formatCents(5)).toBe('€0.05');
    expect(formatCents(123456789)).toBe('€1,234,567.89');
    expect(formatCents(-1250)).toBe('-€12.50');
  });
  it('writes what the en-IE euro format of Intl writes', () => {
    const intl = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
    const samples = [0, 1, 99, 100, 999, 1000, 99999, 100000, 100001, 987654321, -1, -99999, -100000];
    for (let cents = 0; cents < 300_000; cents += 997) {
      samples.push(cents, -cents);
    }
    for (const cents of samples) {
      if (cents !== 0) {
        expect(formatCents(cents)).toBe(intl.format(cents / 100));
      }
    }
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

describe('formatPrice', () => {
  it('writes euros as each language does', () => {
    expect(formatPrice(2500, 'en')).toBe('€25.00');
    // Intl's pt-PT format: comma decimals, a no-break space before the sign, groups from 10 000 on.
    expect(formatPrice(2500, 'pt-PT')).toBe('25,00\u00a0€');
    expect(formatPrice(123456, 'pt-PT')).toBe('1234,56\u00a0€');
    expect(formatPrice(1234567, 'pt-PT')).toBe('12\u00a0345,67\u00a0€');
  });
});
