import { messages } from '@roteiro/domain/messages/messages';
import { messagesAccountPt } from '@roteiro/domain/messages/messages-account-pt';
import { settingsTexts } from '@roteiro/domain/settings/schemas';
import { settingsTextsPt } from '@roteiro/domain/settings/settings-pt';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';

// The account settings' domain texts (toasts, the fields' and the server's messages), in the page's language.
registerTranslations(settingsTexts, settingsTextsPt);
registerTranslations(messages, messagesAccountPt);

export { messages, settingsTexts };
