import { registerTranslations } from '@roteiro/domain/i18n/texts';
import messagesPt from '@roteiro/domain/locales/pt-PT/messages.json';
import staffPt from '@roteiro/domain/locales/pt-PT/staff.json';
import { messages } from '@roteiro/domain/messages/messages';
import { staffTexts } from '@roteiro/domain/staff/texts';

// The admin's own domain texts (the registration code's toasts and the server's refusals of it: a company that
// already has an account; the dev mailbox turned off), in the page's language. Kept to these, as the navbar opens
// the registration code from any admin page: the booking's and the vendors' texts are registered by their pages.
registerTranslations(messages, 'pt-PT', messagesPt);
registerTranslations(staffTexts, 'pt-PT', staffPt);

export { messages };
