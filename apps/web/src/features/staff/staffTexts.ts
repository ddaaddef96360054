import { registerTranslations } from '@roteiro/domain/i18n/texts';
import messagesPt from '@roteiro/domain/locales/pt-PT/messages.json';
import staffPt from '@roteiro/domain/locales/pt-PT/staff.json';
import { messages } from '@roteiro/domain/messages/messages';
import { staffTexts } from '@roteiro/domain/staff/texts';

// The company's and the guide's registration screens' domain texts (field rules, hints, the server's refusals),
// in the page's language.
registerTranslations(staffTexts, 'pt-PT', staffPt);
registerTranslations(messages, 'pt-PT', messagesPt);

export { staffTexts };
