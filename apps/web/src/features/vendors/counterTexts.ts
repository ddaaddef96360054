import { registerTranslations } from '@roteiro/domain/i18n/texts';
import counterPt from '@roteiro/domain/locales/pt-PT/counter.json';
import vendorsPt from '@roteiro/domain/locales/pt-PT/vendors.json';
import { counterTexts } from '@roteiro/domain/vendors/counter';
import { vendorTexts } from '@roteiro/domain/vendors/schemas';

// The counter's and the vendor account's domain texts (toasts, the server's refusals), in the page's language.
registerTranslations(counterTexts, 'pt-PT', counterPt);
registerTranslations(vendorTexts, 'pt-PT', vendorsPt);

export { counterTexts, vendorTexts };
