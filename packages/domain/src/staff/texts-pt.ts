import type { TPartialTranslations } from '../i18n/translations.ts';
import type { staffTexts } from './texts.ts';

/**
 * The company and employee texts a traveller can meet, in Portuguese (Portugal): choosing the password of a
 * traveller's account answers "an account with this e-mail already exists" too. The rest stays English, like the
 * operator pages (issue 14).
 */
export const staffTextsPt: TPartialTranslations<typeof staffTexts> = {
  accountExists: 'Já existe uma conta com este e-mail. Inicie sessão.',
};
