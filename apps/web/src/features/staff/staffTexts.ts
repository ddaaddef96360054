import { messages } from '@roteiro/domain/messages/messages';
import { messagesOperatorsPt } from '@roteiro/domain/messages/messages-operators-pt';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { staffTextsPt } from '@roteiro/domain/staff/texts-pt';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';

// The company's and the guide's registration screens' domain texts (field rules, hints, the server's refusals),
// in the page's language.
registerTranslations(staffTexts, staffTextsPt);
registerTranslations(messages, messagesOperatorsPt);

export { staffTexts };
