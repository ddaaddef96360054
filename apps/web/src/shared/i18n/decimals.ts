import type { TLocale } from '@roteiro/domain/i18n/locale';

/** A rating's 2 decimals as the language writes them ("4.50", "4,50"), without loading Intl's number data. */
export function decimals(value: number, locale: TLocale): string {
  const fixed = value.toFixed(2);
  return locale === 'pt-PT' ? fixed.replace('.', ',') : fixed;
}

/**
 * A whole number as the language writes it ("12,345" in English, "12 345" in Portuguese, where a number under
 * 10,000 has no separator), without loading Intl's number data; other numbers as they are.
 */
export function wholeNumber(value: number, locale: TLocale): string {
  if (!Number.isInteger(value)) {
    return String(value);
  }
  const digits = String(Math.abs(value));
  const grouped =
    locale === 'pt-PT'
      ? digits.length > 4
        ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
        : digits
      : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}
