import type { TLocale } from '@roteiro/domain/i18n/locale';
import { translateText as translateDomainText, wordText as wordRef } from '@roteiro/domain/i18n/texts';
import { isApiError } from '../lib/api.ts';
import type { useT } from './useT.tsx';

type TUseT = ReturnType<typeof useT>;
type TTexts = Pick<TUseT, 't' | 'locale'> & Partial<Pick<TUseT, 'pseudo'>>;

/**
 * The reader's language, and in the browser tests' pseudo-locale the transform of the domain's English texts
 * (useT's `pseudo`): a domain text worded here is pseudo-localized as `say` and `tx` write it. A bare language
 * (no transform) is still taken, for a caller outside a page.
 */
export type TWording = TLocale | Pick<TTexts, 'locale' | 'pseudo'>;

/** A wording's language and its pseudo-locale transform (identity in a real language). */
export function wordingOf(wording: TWording): { locale: TLocale; word: (text: string) => string } {
  if (typeof wording === 'string') {
    return { locale: wording, word: (text) => text };
  }
  const pseudo = wording.pseudo ?? null;
  return { locale: wording.locale, word: (text) => (pseudo ? pseudo(text) : text) };
}

/**
 * What to tell a reader about a failed request, in their language: a network failure says so, a server answer
 * is worded from the domain text it names (its English message when it names none), anything else asks to
 * try again.
 */
export function errorText(error: unknown, texts: TTexts): string {
  const { t } = texts;
  if (!isApiError(error)) {
    return t('common.errors.tryAgain');
  }
  if (error.code === 'NETWORK_ERROR') {
    return t('common.errors.network');
  }
  const { locale, word } = wordingOf(texts);
  const worded = error.text && wordRef(error.text, locale);
  // Only a domain text is the interface's: the server's own message (none named) stays as it came.
  return worded ? word(worded) : error.message;
}

/** A field's message of a failed request, in the reader's language (undefined when the field has none). */
export function fieldText(error: unknown, field: string, wording: TWording): string | undefined {
  const text = isApiError(error) ? error.fields?.[field] : undefined;
  if (text === undefined) {
    return undefined;
  }
  const { locale, word } = wordingOf(wording);
  const worded = translateDomainText(text, locale);
  return worded === text ? text : word(worded);
}
