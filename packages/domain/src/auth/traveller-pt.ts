// No zod here.
import type { TTranslations } from '../i18n/translations.ts';
import type { travellerTexts } from './traveller.ts';

/** A traveller's registration texts in Portuguese (Portugal): /register and /register/confirm. */
export const travellerTextsPt: TTranslations<typeof travellerTexts> = {
  nameRequired: 'Introduza o seu nome.',
  nameTooLong: 'O nome é demasiado longo.',
  linkSent:
    'Enviámos-lhe um e-mail. Abra a ligação que contém para confirmar o seu endereço e escolher uma palavra-passe.',
  linkInvalid: 'Esta ligação de registo não é válida ou expirou. Registe-se novamente.',
  accountCreated: 'A sua conta está pronta.',
};
