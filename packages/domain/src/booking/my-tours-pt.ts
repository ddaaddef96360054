// No zod here.
import type { TTranslations } from '../i18n/translations.ts';
import type { myToursTexts } from './my-tours.ts';

/** My tours' texts in Portuguese (Portugal): the traveller's list of bookings is part of the booking pages. */
export const myToursTextsPt: TTranslations<typeof myToursTexts> = {
  empty: 'Ainda não tem passeios.',
  emptyHint:
    'Os passeios que reservar com este endereço de e-mail aparecem aqui, também os que reservou antes de se registar.',
  emailNotVerified:
    'O seu endereço de e-mail mudou e ainda não está confirmado. Inicie sessão com uma ligação enviada por e-mail para o confirmar e ver os seus passeios.',
};
