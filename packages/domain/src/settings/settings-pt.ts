import type { TTranslations } from '../i18n/translations.ts';
import type { settingsTexts } from './schemas.ts';

/** The account settings' texts in Portuguese (Portugal): the traveller's /settings and its e-mail change link. */
export const settingsTextsPt: TTranslations<typeof settingsTexts> = {
  profileSaved: 'Os seus dados foram guardados.',
  photoSaved: 'A sua fotografia foi atualizada.',
  nameRequired: 'Introduza o seu nome',
  emailTaken: 'Este e-mail já pertence a outra conta',
  seatsInvalid: 'O número de lugares tem de ser um número inteiro, 0 ou mais',
  currentPasswordWrong: 'A sua palavra-passe atual não está correta.',
  currentPasswordRequired: 'Introduza a sua palavra-passe atual para alterar o seu e-mail.',
  emailUnchanged: 'Este já é o seu e-mail.',
  emailChangeSent: (email: string) =>
    `Enviámos uma ligação para ${email}. O seu e-mail muda quando a abrir; até lá, inicia sessão com o atual.`,
  emailChangePending: (email: string) =>
    `A aguardar que abra a ligação que enviámos para ${email}. O seu e-mail muda quando o fizer.`,
  emailChangeLinkInvalid:
    'Esta ligação não é válida ou expirou. Volte a alterar o seu e-mail nas definições para receber uma nova.',
  emailChanged: 'O seu e-mail foi alterado.',
  emailChangeNeedsFreshSignIn:
    'Por segurança, só pode alterar o seu e-mail nos 15 minutos seguintes a iniciar sessão com uma ligação enviada por e-mail. Se já passou mais tempo, termine sessão e volte a iniciá-la.',
  currentPasswordRequiredToDelete: 'Introduza a sua palavra-passe atual para eliminar a sua conta.',
  deletionNeedsFreshSignIn:
    'Por segurança, só pode eliminar a sua conta nos 15 minutos seguintes a iniciar sessão com uma ligação enviada por e-mail. Se já passou mais tempo, termine sessão e volte a iniciá-la.',
  lastAdmin: 'A última conta de administrador não pode ser eliminada.',
  languageInvalid: 'Escolha English ou Português',
  messagingIdWarning:
    'Confirme que o seu ID de mensagens está correto: com um ID errado não receberá mensagens sobre as suas atividades.',
};
