// No zod here: the storefront's details page shows these names.

import type { TLocale } from '../i18n/locale.ts';
import { defineTexts, refOf, wordText } from '../i18n/texts.ts';
import type { LANGUAGE_OPTIONS } from './activity.ts';

/**
 * The names of the languages a tour can be guided in (the wizard's LANGUAGE_OPTIONS), as a table of texts (its
 * Portuguese: locales/pt-PT/languages.json). A tour stores the English name.
 */
export const languageTexts = defineTexts('languages', {
  English: 'English',
  Portuguese: 'Portuguese',
  Spanish: 'Spanish',
  French: 'French',
  German: 'German',
  Italian: 'Italian',
} satisfies Record<(typeof LANGUAGE_OPTIONS)[number], string>);

const isKnownLanguage = (name: string): name is keyof typeof languageTexts =>
  Object.hasOwn(languageTexts, name);

/** A tour's language as the page's language names it; a language typed by hand stays as typed. */
export function languageName(name: string, locale: TLocale): string {
  return isKnownLanguage(name) ? (wordText(refOf(languageTexts, name), locale) ?? name) : name;
}
