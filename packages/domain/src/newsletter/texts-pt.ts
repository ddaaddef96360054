import type { TTranslations } from '../i18n/translations.ts';
import type { newsletterTexts } from './texts.ts';

/** The newsletter's texts in Portuguese (Portugal). */
export const newsletterTextsPt: TTranslations<typeof newsletterTexts> = {
  checkInbox:
    'Verifique a sua caixa de entrada: abra a ligação que lhe enviámos para confirmar a subscrição.',
  invalidLink: 'Esta ligação não é válida. Volte a subscrever no rodapé de qualquer página.',
  confirmed: 'A sua subscrição está confirmada. Obrigado!',
  unsubscribed: 'Cancelou a subscrição: não lhe voltaremos a enviar a newsletter.',
};
