import { registerTranslations } from '@roteiro/domain/i18n/texts';
import reviewsPt from '@roteiro/domain/locales/pt-PT/reviews.json';
import { reviewsTexts } from '@roteiro/domain/reviews/texts';

// The reviews' refusals and field messages (the domain's), in the page's language.
registerTranslations(reviewsTexts, 'pt-PT', reviewsPt);

export { reviewsTexts };
