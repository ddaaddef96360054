import { STATIC_PAGES_PT } from '@roteiro/domain/catalogue/storefront-pages-pt';
import { messages } from '@roteiro/domain/messages/messages';
import { messagesPt } from '@roteiro/domain/messages/messages-pt';
import { newsletterTexts } from '@roteiro/domain/newsletter/texts';
import { newsletterTextsPt } from '@roteiro/domain/newsletter/texts-pt';
import { registerTranslations } from './domainTexts.ts';
import { registerStaticPagesPt } from './staticPagesPt.ts';

/**
 * The Portuguese of the storefront's base domain tables (the spec's messages, the footer's newsletter, the
 * information pages' titles): loaded
 * with the Portuguese catalogues (i18n.ts) and by the server's renderer, so an English first load carries none of it.
 */
registerTranslations(messages, messagesPt);
registerTranslations(newsletterTexts, newsletterTextsPt);
registerStaticPagesPt(STATIC_PAGES_PT);
