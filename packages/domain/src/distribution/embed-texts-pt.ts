import type { TTranslations } from '../i18n/translations.ts';
import type { embedTexts } from './embed-texts.ts';

/** The booking box's settings texts in Portuguese (Portugal). */
export const embedTextsPt: TTranslations<typeof embedTexts> = {
  originInvalid:
    'Introduza o endereço de um site, como https://www.exemplo.pt (https, sem caminho depois do nome).',
  originTaken: 'Este site já está na lista.',
  originsFull: 'No máximo 20 sites.',
};
