import type { TLocale } from '@roteiro/domain/i18n/locale';
import { loadMessages, type TNamespace } from './catalogues.ts';
import { createI18n } from './i18n.ts';
import { type TTexts, textsOf } from './useT.tsx';

/**
 * For unit tests: the texts of `locale` with the given catalogues, as a page's `useT()` gives them (with the
 * domain's Portuguese base tables, which a page in Portuguese loads with its catalogues: i18n.ts).
 */
export async function testTexts(locale: TLocale, namespaces: readonly TNamespace[]): Promise<TTexts> {
  if (locale !== 'en') {
    await import('./domainTextsPt.ts');
  }
  const i18n = createI18n(locale, await loadMessages(locale, namespaces));
  return textsOf(locale, (id, values) => i18n._(id, values));
}
