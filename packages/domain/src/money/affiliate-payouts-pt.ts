import type { TTranslations } from '../i18n/translations.ts';
import type { affiliatePayoutTexts } from './affiliate-payouts.ts';

/** The affiliate payouts' texts in Portuguese (Portugal): the admin's payout of an affiliate's commissions. */
export const affiliatePayoutTextsPt: TTranslations<typeof affiliatePayoutTexts> = {
  setupNotFinished: 'O afiliado ainda não concluiu a configuração dos pagamentos.',
  noPaymentAccount: 'O afiliado ainda não tem conta de pagamentos.',
  nothingApproved: 'Não há comissões aprovadas a pagar.',
  alreadyPaid: 'Esta comissão já foi paga.',
  reversed: 'A reserva foi reembolsada antes do pagamento: não há nada a pagar.',
  transferFailed:
    'Não foi possível fazer a transferência. Tente novamente daqui a pouco: a comissão não será paga duas vezes.',
  notFound: 'Este afiliado não existe.',
};
