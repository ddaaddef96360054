import { blogTexts } from '@roteiro/domain/blog/blog';
import { catalogueFormMessages } from '@roteiro/domain/catalogue/activity-messages';
import { CITIES } from '@roteiro/domain/catalogue/cities';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { registerTranslations } from '@roteiro/domain/i18n/texts';
import blogPt from '@roteiro/domain/locales/pt-PT/blog.json';
import catalogueFormPt from '@roteiro/domain/locales/pt-PT/catalogueForm.json';
import messagesPt from '@roteiro/domain/locales/pt-PT/messages.json';
import sitePagesPt from '@roteiro/domain/locales/pt-PT/sitePages.json';
import { messages } from '@roteiro/domain/messages/messages';
import { sitePageTexts } from '@roteiro/domain/site-pages/site-pages';
import { cityName } from '../../shared/i18n/cityName.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import type { TTexts } from '../../shared/i18n/useT.tsx';
import { isApiError } from '../../shared/lib/api.ts';

// The authoring screens' domain texts (the forms' messages, the toasts, the server's refusals), in the page's language.
registerTranslations(catalogueFormMessages, 'pt-PT', catalogueFormPt);
registerTranslations(messages, 'pt-PT', messagesPt);
registerTranslations(blogTexts, 'pt-PT', blogPt);
registerTranslations(sitePageTexts, 'pt-PT', sitePagesPt);

export { blogTexts, catalogueFormMessages, messages, sitePageTexts };

/** A catalogue city as the forms list it: the stored name in English ("Lisbon, Portugal"), "Lisboa, Portugal" in Portuguese. */
export function cityLabel(city: string, locale: TLocale): string {
  return locale === 'en' ? city : `${cityName(city, locale)}, Portugal`;
}

/** The city options of a form: the stored value, labelled in the reader's language. */
export const cityOptions = (locale: TLocale) =>
  CITIES.map((city) => ({ value: city, label: cityLabel(city, locale) }));

/**
 * Why a record named by the page's address did not load, in the reader's language: an id the server refuses as
 * malformed (400) names nothing, as one it does not know (recordLoadMessage of shared/lib/loadFailure.ts, worded).
 */
export function loadFailureText(error: unknown, texts: TTexts): string {
  return isApiError(error) && error.status === 400
    ? texts.say(messages, 'notFound')
    : errorText(error, texts);
}
