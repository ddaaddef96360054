import type { TTranslations } from '../i18n/translations.ts';
import { REVIEW_REASON_MAX, REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './rules.ts';
import type { reviewsTexts } from './texts.ts';

/** The reviews' texts in Portuguese (Portugal). */
export const reviewsTextsPt: TTranslations<typeof reviewsTexts> = {
  reviewLinkInvalid: 'Esta ligação de avaliação não é válida. Use a ligação do e-mail que lhe enviámos.',
  reviewLinkExpired: 'Esta ligação de avaliação expirou.',
  reviewNotAttended: 'Só os viajantes cujo bilhete foi lido no início do passeio podem avaliá-lo.',
  reviewAlreadyWritten: 'Já foi escrita uma avaliação desta reserva.',
  reviewEditClosed: 'Uma avaliação só pode ser editada durante 30 dias depois de escrita.',
  reviewNotFound: 'Esta avaliação não existe.',
  starsInvalid: 'Escolha de 1 a 5 estrelas.',
  textLength: `Escreva de ${REVIEW_TEXT_MIN} a ${REVIEW_TEXT_MAX} caracteres.`,
  languageInvalid: 'Escolha a língua em que a avaliação está escrita.',
  reasonLength: `Escreva um motivo com até ${REVIEW_REASON_MAX} caracteres.`,
  replyLength: `Escreva uma resposta com até ${REVIEW_REPLY_MAX} caracteres.`,
  ratingInvalid: 'A classificação mínima tem de ser um número inteiro de 1 a 5.',
};
