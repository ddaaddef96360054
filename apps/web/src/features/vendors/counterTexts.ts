import { counterTexts } from '@roteiro/domain/vendors/counter';
import { counterTextsPt } from '@roteiro/domain/vendors/counter-pt';
import { vendorTexts } from '@roteiro/domain/vendors/schemas';
import { vendorTextsPt } from '@roteiro/domain/vendors/schemas-pt';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';

// The counter's and the vendor account's domain texts (toasts, the server's refusals), in the page's language.
registerTranslations(counterTexts, counterTextsPt);
registerTranslations(vendorTexts, vendorTextsPt);

export { counterTexts, vendorTexts };
