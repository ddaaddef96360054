import type { TPartialTranslations } from '../i18n/translations.ts';
import type { messages } from './messages.ts';

/**
 * The spec's messages of the affiliates program (the /affiliates page, the admin's affiliates) in Portuguese
 * (Portugal). Kept apart from `messagesPt` so that the storefront's first load does not carry them.
 */
export const messagesAffiliatesPt: TPartialTranslations<typeof messages> = {
  affiliateAlreadyInProgram: 'Este e-mail já está no programa de afiliados',
  affiliateThanks: 'Obrigado pelo seu interesse em ser afiliado!',
  affiliateAddFailed: 'Ocorreu um erro ao adicionar este afiliado',
  affiliateCouponsFailed: 'Ocorreu um erro ao obter os cupões dos afiliados.',
};
