import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { composeMail, type MailContent } from './layout.ts';

const COPY = {
  en: {
    confirmSubject: 'Confirm your new Roteiro e-mail address',
    confirmHeading: 'Confirm your new e-mail address',
    confirmText: (newEmail: string) =>
      `Your Roteiro account asked to use ${newEmail} from now on. Nothing changes until you confirm it.`,
    confirmAction: 'Open this link to confirm (it works once, for 24 hours)',
    confirmNote: 'If you did not ask for it, ignore this e-mail: nothing will change.',
    requestedSubject: 'A change of your Roteiro e-mail address was requested',
    requestedHeading: 'Your e-mail address may change',
    requestedText: (newEmail: string) =>
      `Someone signed in to your Roteiro account asked to change its e-mail address to ${newEmail}. It changes only once a link sent there is opened.`,
    requestedNote:
      'If this was not you, change your password now: that cancels the change. Then tell us at support.',
    changedSubject: 'Your Roteiro e-mail address was changed',
    changedHeading: 'Your e-mail address was changed',
    changedText: (newEmail: string) =>
      `Your Roteiro account now signs in with ${newEmail}. This address will not receive its e-mails any more.`,
    changedNote: 'If this was not you, contact Roteiro support at once.',
  },
  'pt-PT': {
    confirmSubject: 'Confirme o seu novo endereço de e-mail no Roteiro',
    confirmHeading: 'Confirme o seu novo endereço de e-mail',
    confirmText: (newEmail: string) =>
      `Recebemos um pedido para a sua conta Roteiro passar a usar ${newEmail}. Nada muda até o confirmar.`,
    confirmAction: 'Abra esta ligação para confirmar (funciona uma vez, durante 24 horas)',
    confirmNote: 'Se não fez este pedido, ignore este e-mail: nada vai mudar.',
    requestedSubject: 'Foi pedida a alteração do endereço de e-mail da sua conta Roteiro',
    requestedHeading: 'O seu endereço de e-mail pode mudar',
    requestedText: (newEmail: string) =>
      `Recebemos um pedido, feito com sessão iniciada na sua conta Roteiro, para alterar o endereço de e-mail para ${newEmail}. Só muda quando for aberta a ligação enviada para esse endereço.`,
    requestedNote:
      'Se não fez este pedido, altere já a sua palavra-passe: isso cancela a alteração. Depois, contacte o apoio do Roteiro.',
    changedSubject: 'O endereço de e-mail da sua conta Roteiro foi alterado',
    changedHeading: 'O seu endereço de e-mail foi alterado',
    changedText: (newEmail: string) =>
      `A sua conta Roteiro passa a iniciar sessão com ${newEmail}. Este endereço deixa de receber os e-mails da conta.`,
    changedNote: 'Se não fez esta alteração, contacte já o apoio do Roteiro.',
  },
} as const;

/**
 * To the new address: the link that makes it the account's e-mail (valid 24 hours, once), in the account's
 * language (issue 36).
 */
export function emailChangeConfirmMail({
  url,
  newEmail,
  locale = DEFAULT_LOCALE,
}: {
  url: string;
  newEmail: string;
  locale?: TLocale;
}): MailContent {
  const copy = COPY[locale];
  return composeMail({
    locale,
    subject: copy.confirmSubject,
    heading: copy.confirmHeading,
    blocks: [
      { kind: 'paragraph', text: copy.confirmText(newEmail) },
      { kind: 'action', label: copy.confirmAction, url },
      { kind: 'note', text: copy.confirmNote },
    ],
  });
}

/** To the old address: a change was asked for, or has happened; in the account's language. */
export function emailChangeNoticeMail({
  newEmail,
  stage,
  locale = DEFAULT_LOCALE,
}: {
  newEmail: string;
  stage: 'requested' | 'changed';
  locale?: TLocale;
}): MailContent {
  const copy = COPY[locale];
  return stage === 'requested'
    ? composeMail({
        locale,
        subject: copy.requestedSubject,
        heading: copy.requestedHeading,
        blocks: [
          { kind: 'paragraph', text: copy.requestedText(newEmail) },
          { kind: 'note', text: copy.requestedNote },
        ],
      })
    : composeMail({
        locale,
        subject: copy.changedSubject,
        heading: copy.changedHeading,
        blocks: [
          { kind: 'paragraph', text: copy.changedText(newEmail) },
          { kind: 'note', text: copy.changedNote },
        ],
      });
}
