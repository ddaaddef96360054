import type { TLocale } from '@roteiro/domain/i18n/locale';
import { refOf, type TArgsOf, type TTextTable, wordText } from '@roteiro/domain/i18n/texts';

/**
 * Words a table's texts in a reader's language: `const say = sayIn(table)(locale); say('heading', name)`. A text
 * with no translation reads in English (wordText); the table is defined, so a text is never unknown.
 */
export const sayIn =
  <T extends TTextTable>(table: T) =>
  (locale: TLocale) =>
  <K extends keyof T & string>(key: K, ...args: TArgsOf<T, K>): string =>
    wordText(refOf(table, key, ...args), locale) ?? key;
