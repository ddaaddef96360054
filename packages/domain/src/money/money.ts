import { INTL_LOCALE, type TLocale } from '../i18n/locale.ts';
import { groupThousands } from '../i18n/numbers.ts';
import { lazyFormat } from '../time/lazy-format.ts';

/** Money is integer cents (EUR) everywhere; this is the one place it becomes text. */

/**
 * 1250 → "€12.50", 123456 → "€1,234.56", -1250 → "-€12.50" (as Intl's en-IE euro format writes them).
 * Written out rather than through Intl: a storefront page shows prices before anything else needs Intl,
 * and the first Intl formatter costs a phone a long task to load its locale data.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const euros = groupThousands(String(Math.floor(whole / 100)), ',');
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}€${euros}.${String(whole % 100).padStart(2, '0')}`;
}

const portugueseEuros = lazyFormat(
  () => new Intl.NumberFormat(INTL_LOCALE['pt-PT'], { style: 'currency', currency: 'EUR' }),
);

/**
 * A price in the storefront's language: "€12.50" in English (Intl's en-IE format, written out as
 * `formatCents` does), "12,50 €" in Portuguese (Intl's pt-PT format, made on first use).
 */
export function formatPrice(cents: number, locale: TLocale): string {
  return locale === 'en' ? formatCents(cents) : portugueseEuros().format(cents / 100);
}

/** Affiliate earnings: euros from cents, "None" when zero (operations.md §9). */
export function formatEarnings(cents: number): string {
  return cents === 0 ? 'None' : formatCents(cents);
}

/** Euros typed in a form (e.g. "12.5") → cents, rounded to the cent; null when not a number. */
export function eurosToCents(euros: number | string): number | null {
  const value = typeof euros === 'number' ? euros : Number(String(euros).replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

export const centsToEuros = (cents: number): number => cents / 100;
