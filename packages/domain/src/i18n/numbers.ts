import type { TLocale } from './locale.ts';

/** "1234567" → "1,234,567" with `separator` between groups of three digits (from the right). */
export function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A whole number as the language writes it ("12,345" in English, "12 345" in Portuguese, where a number under
 * 10,000 has no separator, as Intl writes them), without loading Intl's number data; other numbers as they are.
 */
export function wholeNumber(value: number, locale: TLocale): string {
  if (!Number.isInteger(value)) {
    return String(value);
  }
  const digits = String(Math.abs(value));
  const grouped =
    locale === 'pt-PT'
      ? digits.length > 4
        ? groupThousands(digits, '\u00a0')
        : digits
      : groupThousands(digits, ',');
  return value < 0 ? `-${grouped}` : grouped;
}
