import type { TLocale } from '@roteiro/domain/i18n/locale';

/** A rating's 2 decimals as the language writes them ("4.50", "4,50"), without loading Intl's number data. */
export function decimals(value: number, locale: TLocale): string {
  const fixed = value.toFixed(2);
  return locale === 'pt-PT' ? fixed.replace('.', ',') : fixed;
}
