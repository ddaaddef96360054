import type { TTranslations } from '../i18n/translations.ts';
import { MAX_TRANSFER_RUNS, type payoutTexts } from './payouts.ts';

/** The payouts screens' texts in Portuguese (Portugal): a company's payments and the admin's transfers. */
export const payoutTextsPt: TTranslations<typeof payoutTexts> = {
  runsRequired: 'Selecione pelo menos uma atividade para transferir.',
  tooManyRuns: `Selecione no máximo ${MAX_TRANSFER_RUNS} atividades de cada vez.`,
  unknownRun: 'Realização de atividade desconhecida',
  setupNotFinished: 'A empresa ainda não concluiu a configuração dos pagamentos.',
  inProgress: 'A atividade ainda não terminou.',
  nothingToPay: 'Não há nada a pagar por esta atividade.',
  alreadyTransferred: 'Esta atividade já foi transferida.',
  notFound: 'Esta realização de atividade não existe.',
  transferFailed:
    'Não foi possível fazer a transferência. Tente novamente daqui a pouco: a atividade não será paga duas vezes.',
  noPaymentAccount: 'Só a empresa pode abrir o seu painel de pagamentos.',
};
