import { messages } from '@roteiro/domain/messages/messages';
import { messagesOperatorsPt } from '@roteiro/domain/messages/messages-operators-pt';
import { schedulingTexts } from '@roteiro/domain/scheduling/scheduling';
import { schedulingTextsPt } from '@roteiro/domain/scheduling/scheduling-pt';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';

// The planning screens' domain texts (the cut-off, the vehicles note, the server's refusals), in the page's language.
registerTranslations(schedulingTexts, schedulingTextsPt);
registerTranslations(messages, messagesOperatorsPt);

export { schedulingTexts };
