import type { TPartialTranslations } from '../i18n/translations.ts';
import type { messages } from './messages.ts';

/**
 * The spec's messages of the admin's operations screens (the registration code, the dev mailbox) in Portuguese
 * (Portugal). Kept apart from `messagesPt` so that the storefront's first load does not carry them: the admin area
 * registers them with its own texts (apps/web features/admin/adminTexts.ts).
 */
export const messagesAdminPt: TPartialTranslations<typeof messages> = {
  registrationCodeSent: 'Foi enviado à empresa um e-mail com um código de registo',
  registrationCodeSendFailed:
    'Ocorreu um erro ao enviar o código de registo à empresa. Se o erro persistir, contacte o apoio ao cliente.',
  devMailboxOff: 'A caixa de entrada de desenvolvimento está desligada: o e-mail é enviado por SMTP.',
};
