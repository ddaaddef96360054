import { embedTexts } from '@roteiro/domain/distribution/embed-texts';
import { embedTextsPt } from '@roteiro/domain/distribution/embed-texts-pt';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';

// The booking box settings' domain texts (the origins form's refusals), in the page's language.
registerTranslations(embedTexts, embedTextsPt);

export { embedTexts };
