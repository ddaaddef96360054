import { checkinTexts } from '@roteiro/domain/checkin/texts';
import { checkinTextsPt } from '@roteiro/domain/checkin/texts-pt';
import { messages } from '@roteiro/domain/messages/messages';
import { messagesOperatorsPt } from '@roteiro/domain/messages/messages-operators-pt';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';

// The scan-and-start screens' domain texts (why Start is disabled, a typed code's refusals), in the page's language.
registerTranslations(checkinTexts, checkinTextsPt);
registerTranslations(messages, messagesOperatorsPt);

export { checkinTexts };
