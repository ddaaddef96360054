import type { TTranslations } from '../i18n/translations.ts';
import { AFFILIATE_MAX_COMMISSION_BASIS_POINTS } from './rules.ts';
import { AFFILIATE_MAX_DISCOUNT_PERCENT, type affiliateTermsTexts, type affiliateTexts } from './schemas.ts';

/** The affiliates program's texts in Portuguese (Portugal): the join form and the admin's terms. */
export const affiliateTextsPt: TTranslations<typeof affiliateTexts> = {
  nameRequired: 'O nome é obrigatório',
  emailRequired: 'O e-mail é obrigatório',
  emailTaken: 'Este e-mail já pertence a outra conta',
  phoneInvalid: 'Introduza um número de telefone válido',
};

export const affiliateTermsTextsPt: TTranslations<typeof affiliateTermsTexts> = {
  commission: `A comissão tem de estar entre 0 e ${AFFILIATE_MAX_COMMISSION_BASIS_POINTS / 100} %`,
  discount: `O desconto tem de estar entre 0 e ${AFFILIATE_MAX_DISCOUNT_PERCENT} %`,
  saved: 'Os novos termos aplicam-se às reservas feitas a partir de agora.',
  twoDecimals: 'Use no máximo duas casas decimais',
};
