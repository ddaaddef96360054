import type { TPartialTranslations } from '../i18n/translations.ts';
import type { messages } from './messages.ts';

/**
 * The spec's messages of the account settings (/settings, and the company's and the guide's) in Portuguese
 * (Portugal). Kept apart from `messagesPt` so that the storefront's first load does not carry them: the settings
 * register them with their own domain texts (issue 36: the account's language makes them reachable in Portuguese).
 */
export const messagesAccountPt: TPartialTranslations<typeof messages> = {
  accountSettings: 'Definições da conta',
  passwordChanged: 'Palavra-passe alterada com sucesso.',
  passwordMustDiffer: 'A nova palavra-passe tem de ser diferente da sua palavra-passe atual',
  accountDeleted: 'A sua conta foi eliminada.',
  deleteAccount: 'Eliminar conta',
  deleteAccountTitle: 'Eliminar a sua conta?',
  deleteAccountText: 'Tem a certeza de que quer eliminar a sua conta? Não é possível anular esta ação.',
};
