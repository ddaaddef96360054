import type { TPartialTranslations } from '../i18n/translations.ts';
import type { staffTexts } from './texts.ts';

/**
 * The company and employee texts a traveller can meet, in Portuguese (Portugal): choosing the password of a
 * traveller's account answers "an account with this e-mail already exists" too. The rest stays English, like the
 * operator pages, but for the company profile's field rules.
 */
export const staffTextsPt: TPartialTranslations<typeof staffTexts> = {
  accountExists: 'Já existe uma conta com este e-mail. Inicie sessão.',
  phoneInvalid:
    'Introduza um número de telefone válido. Junte o indicativo do país (como +34) a um número fora de Portugal.',
  postalCodeFormat:
    'Introduza um código postal português: 4 algarismos, um hífen e 3 algarismos (como 1100-048).',
  taxIdFormat:
    'Introduza um NIF português (9 algarismos) ou um número de IVA da UE começado pelo código do país (como PT123456789).',
  taxIdCheckDigit:
    'Este NIF não é válido: o último algarismo não corresponde aos outros. Verifique o número.',
};
