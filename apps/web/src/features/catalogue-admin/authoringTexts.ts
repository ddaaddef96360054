import { blogTexts } from '@roteiro/domain/blog/blog';
import { blogTextsPt } from '@roteiro/domain/blog/blog-pt';
import { catalogueFormMessages } from '@roteiro/domain/catalogue/activity-messages';
import { catalogueFormMessagesPt } from '@roteiro/domain/catalogue/activity-messages-pt';
import { CITIES } from '@roteiro/domain/catalogue/cities';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { messages } from '@roteiro/domain/messages/messages';
import { messagesAuthoringPt } from '@roteiro/domain/messages/messages-authoring-pt';
import { sitePageTexts } from '@roteiro/domain/site-pages/site-pages';
import { sitePageTextsPt } from '@roteiro/domain/site-pages/site-pages-pt';
import { cityName } from '../../shared/i18n/cityName.ts';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import type { TTexts } from '../../shared/i18n/useT.tsx';
import { isApiError } from '../../shared/lib/api.ts';

// The authoring screens' domain texts (the forms' messages, the toasts, the server's refusals), in the page's language.
registerTranslations(catalogueFormMessages, catalogueFormMessagesPt);
registerTranslations(messages, messagesAuthoringPt);
registerTranslations(blogTexts, blogTextsPt);
registerTranslations(sitePageTexts, sitePageTextsPt);

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
