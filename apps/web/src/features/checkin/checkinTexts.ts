import { checkinTexts } from '@roteiro/domain/checkin/texts';
import { registerTranslations } from '@roteiro/domain/i18n/texts';
import checkinPt from '@roteiro/domain/locales/pt-PT/checkin.json';
import messagesPt from '@roteiro/domain/locales/pt-PT/messages.json';
import { messages } from '@roteiro/domain/messages/messages';

// The scan-and-start screens' domain texts (why Start is disabled, a typed code's refusals), in the page's language.
registerTranslations(checkinTexts, 'pt-PT', checkinPt);
registerTranslations(messages, 'pt-PT', messagesPt);

export { checkinTexts };
