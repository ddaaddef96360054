import { embedTexts } from '@roteiro/domain/distribution/embed-texts';
import { registerTranslations } from '@roteiro/domain/i18n/texts';
import embedPt from '@roteiro/domain/locales/pt-PT/embed.json';

// The booking box settings' domain texts (the origins form's refusals), in the page's language.
registerTranslations(embedTexts, 'pt-PT', embedPt);

export { embedTexts };
