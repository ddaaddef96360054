import { registerTranslations } from '@roteiro/domain/i18n/texts';
import messagesPt from '@roteiro/domain/locales/pt-PT/messages.json';
import settingsPt from '@roteiro/domain/locales/pt-PT/settings.json';
import { messages } from '@roteiro/domain/messages/messages';
import { settingsTexts } from '@roteiro/domain/settings/schemas';

// The account settings' domain texts (toasts, the fields' and the server's messages), in the page's language.
registerTranslations(settingsTexts, 'pt-PT', settingsPt);
registerTranslations(messages, 'pt-PT', messagesPt);

export { messages, settingsTexts };
