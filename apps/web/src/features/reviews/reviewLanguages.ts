import type { TLocale } from '@roteiro/domain/i18n/locale';

/** The catalogue id of a review language's name ("English", "Portuguese"). */
export const languageLabelId = (language: TLocale) =>
  language === 'en' ? ('reviews.languages.en' as const) : ('reviews.languages.ptPT' as const);
