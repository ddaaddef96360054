import type { TTranslations } from '../i18n/translations.ts';
import type { staffTexts } from './texts.ts';

/**
 * The company and employee texts in Portuguese (Portugal): a traveller choosing the password of their account
 * can meet "an account with this e-mail already exists", and a company or a guide reads the rest on their own
 * screens (the company profile, the employees, the guide's registration).
 */
export const staffTextsPt: TTranslations<typeof staffTexts> = {
  nameRequired: 'Introduza um nome.',
  companyNameRequired: 'Introduza o nome da empresa.',
  phoneRequired: 'Introduza um número de telefone.',
  cityRequired: 'Introduza a localidade.',
  line1Required: 'Introduza a primeira linha da morada.',
  line2Required: 'Introduza a segunda linha da morada.',
  postalCodeRequired: 'Introduza o código postal.',
  taxIdRequired: 'Introduza o NIF.',
  phoneInvalid:
    'Introduza um número de telefone válido. Junte o indicativo do país (como +34) a um número fora de Portugal.',
  postalCodeFormat:
    'Introduza um código postal português: 4 algarismos, um hífen e 3 algarismos (como 1100-048).',
  taxIdFormat:
    'Introduza um NIF português (9 algarismos) ou um número de IVA da UE começado pelo código do país (como PT123456789).',
  taxIdCheckDigit:
    'Este NIF não é válido: o último algarismo não corresponde aos outros. Verifique o número.',
  registrationCodeFormat: 'O código de registo tem 7 letras e algarismos.',
  registrationCodeInvalid: 'Este código de registo não é válido para este e-mail, ou já foi utilizado.',
  accountExists: 'Já existe uma conta com este e-mail. Inicie sessão.',
  alreadyRegistered: 'Este funcionário já se registou.',
  invitationInvalid: 'Esta ligação de convite não é válida ou já foi utilizada.',
  employeeUnknown: 'Funcionário desconhecido',
  documentUnknown: 'Documento desconhecido',
  runUnknown: 'Atividade realizada desconhecida',
  documentRequired: 'Adicione uma imagem do documento.',
  documentNotImage: 'Só são aceites imagens (JPEG, PNG, WebP, GIF ou AVIF).',
  documentTooLarge: 'A imagem é demasiado grande: o limite é de 10 MB.',
  paidFlagRequired: 'Escolha Pago ou Por pagar.',
  profileIncompleteForPayments: 'Complete os dados da empresa antes de criar a conta de pagamentos.',
  paymentSetupNotFinished: 'Conclua primeiro a configuração da conta de pagamentos.',
  businessNameHint: 'O nome da empresa tem de corresponder ao nome associado ao NIF.',
  paymentSetupFinished: 'A sua conta de pagamentos está configurada.',
  profileSaved: 'Os dados da sua empresa foram guardados.',
  homeAddressHint: 'Se a sua empresa não tiver uma morada física, pode indicar a sua morada pessoal.',
};
