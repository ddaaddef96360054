// No zod here: the storefront's details page shows these names.
import type { TLocale } from '../i18n/locale.ts';

/** Portuguese names of the languages a tour can be guided in (the wizard's LANGUAGE_OPTIONS). */
const LANGUAGE_NAMES_PT: Record<string, string> = {
  English: 'Inglês',
  Portuguese: 'Português',
  Spanish: 'Espanhol',
  French: 'Francês',
  German: 'Alemão',
  Italian: 'Italiano',
};

/** A tour's language as the page's language names it; a language typed by hand stays as typed. */
export function languageName(name: string, locale: TLocale): string {
  return locale === 'pt-PT' ? (LANGUAGE_NAMES_PT[name] ?? name) : name;
}
