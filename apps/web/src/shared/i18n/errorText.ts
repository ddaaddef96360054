import type { TLocale } from '@roteiro/domain/i18n/locale';
import { isApiError } from '../lib/api.ts';
import { translateDomainText, wordRef } from './domainTexts.ts';
import type { useT } from './useT.tsx';

type TTexts = Pick<ReturnType<typeof useT>, 't' | 'locale'>;

/**
 * What to tell a reader about a failed request, in their language: a network failure says so, a server answer
 * is worded from the domain text it names (its English message when it names none), anything else asks to
 * try again.
 */
export function errorText(error: unknown, { t, locale }: TTexts): string {
  if (!isApiError(error)) {
    return t('common.errors.tryAgain');
  }
  if (error.code === 'NETWORK_ERROR') {
    return t('common.errors.network');
  }
  return (error.text && wordRef(error.text, locale)) ?? error.message;
}

/** A field's message of a failed request, in the reader's language (undefined when the field has none). */
export function fieldText(error: unknown, field: string, locale: TLocale): string | undefined {
  const text = isApiError(error) ? error.fields?.[field] : undefined;
  return text === undefined ? undefined : translateDomainText(text, locale);
}
