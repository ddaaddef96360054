import type { TLocale } from '@roteiro/domain/i18n/locale';

/** Portugal's names of the cities the catalogue uses (catalogue.md §3 and the quote's suggestions). */
const PORTUGUESE_NAMES: Record<string, string> = { Lisbon: 'Lisboa' };

/** An activity's city as a card shows it: without ", Portugal", in the page's language ("Lisboa"). */
export function cityName(city: string, locale: TLocale): string {
  const name = city.replace(/, Portugal$/, '');
  return locale === 'pt-PT' ? (PORTUGUESE_NAMES[name] ?? name) : name;
}
