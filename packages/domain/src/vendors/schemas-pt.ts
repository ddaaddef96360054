import type { TTranslations } from '../i18n/translations.ts';
import type { vendorTexts } from './schemas.ts';

/** The vendors' account texts in Portuguese (Portugal): a vendor registering or reading Roteiro in Portuguese. */
export const vendorTextsPt: TTranslations<typeof vendorTexts> = {
  vendorAdded: 'O vendedor foi adicionado. Enviámos-lhe um e-mail para criar a conta.',
  vendorDuplicate: 'Este vendedor já foi adicionado',
  emailTaken: 'Este e-mail já pertence a outra conta',
  alreadyRegistered: 'Esta conta de vendedor já foi criada. Inicie sessão.',
  registered: 'A sua conta de vendedor foi criada. Já pode iniciar sessão.',
  nameRequired: 'Indique o seu nome',
};
