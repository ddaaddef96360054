import { registerTranslations } from '@roteiro/domain/i18n/texts';
import messagesPt from '@roteiro/domain/locales/pt-PT/messages.json';
import schedulingPt from '@roteiro/domain/locales/pt-PT/scheduling.json';
import unschedulePt from '@roteiro/domain/locales/pt-PT/unschedule.json';
import { messages } from '@roteiro/domain/messages/messages';
import { schedulingTexts, unscheduleTexts } from '@roteiro/domain/scheduling/scheduling';

// The planning screens' domain texts (the cut-off, the vehicles note, the unschedule question, the server's
// refusals), in the page's language.
registerTranslations(schedulingTexts, 'pt-PT', schedulingPt);
registerTranslations(messages, 'pt-PT', messagesPt);
registerTranslations(unscheduleTexts, 'pt-PT', unschedulePt);

export { schedulingTexts };
