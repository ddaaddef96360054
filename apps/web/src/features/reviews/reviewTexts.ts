import { reviewsTexts } from '@roteiro/domain/reviews/texts';
import { reviewsTextsPt } from '@roteiro/domain/reviews/texts-pt';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';

// The reviews' refusals and field messages (the domain's), in the page's language.
registerTranslations(reviewsTexts, reviewsTextsPt);

export { reviewsTexts };
