import { messages } from '@roteiro/domain/messages/messages';
import { messagesAdminPt } from '@roteiro/domain/messages/messages-admin-pt';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { staffTextsPt } from '@roteiro/domain/staff/texts-pt';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';

// The admin's own domain texts (the registration code's toasts and the server's refusals of it: a company that
// already has an account; the dev mailbox turned off), in the page's language. Kept to these, as the navbar opens
// the registration code from any admin page: the booking's and the vendors' texts are registered by their pages.
registerTranslations(messages, messagesAdminPt);
registerTranslations(staffTexts, staffTextsPt);

export { messages };
