import { cancellationTexts } from '@roteiro/domain/booking/cancellation';
import { refundTexts } from '@roteiro/domain/booking/rules';
import { categoryTexts } from '@roteiro/domain/catalogue/categories';
import { languageTexts } from '@roteiro/domain/catalogue/languages';
import { storefrontPageTexts } from '@roteiro/domain/catalogue/storefront-pages';
import { registerTranslations } from '@roteiro/domain/i18n/texts';
import cancellationPt from '@roteiro/domain/locales/pt-PT/cancellation.json';
import categoriesPt from '@roteiro/domain/locales/pt-PT/categories.json';
import languagesPt from '@roteiro/domain/locales/pt-PT/languages.json';
import messagesPt from '@roteiro/domain/locales/pt-PT/messages.json';
import newsletterPt from '@roteiro/domain/locales/pt-PT/newsletter.json';
import refundPt from '@roteiro/domain/locales/pt-PT/refund.json';
import storefrontPagesPt from '@roteiro/domain/locales/pt-PT/storefrontPages.json';
import { messages } from '@roteiro/domain/messages/messages';
import { newsletterTexts } from '@roteiro/domain/newsletter/texts';

/**
 * The Portuguese of the storefront's base domain tables (the spec's messages, the refund rule and the
 * cancellation terms, the footer's newsletter, the
 * information pages' titles, the categories' and the tour languages' names): loaded
 * with the Portuguese catalogues (i18n.ts) and by the server's renderer, so an English first load carries none of it.
 */
registerTranslations(messages, 'pt-PT', messagesPt);
registerTranslations(newsletterTexts, 'pt-PT', newsletterPt);
registerTranslations(refundTexts, 'pt-PT', refundPt);
registerTranslations(cancellationTexts, 'pt-PT', cancellationPt);
registerTranslations(storefrontPageTexts, 'pt-PT', storefrontPagesPt);
registerTranslations(categoryTexts, 'pt-PT', categoriesPt);
registerTranslations(languageTexts, 'pt-PT', languagesPt);
