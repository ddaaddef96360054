import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { composeMail, type MailContent } from './layout.ts';

const COPY = {
  en: {
    subject: 'Confirm your e-mail address for Roteiro',
    heading: (name: string) => `Welcome to Roteiro, ${name}!`,
    action: (hours: number) =>
      `Confirm your e-mail address and choose a password (the link works once, for ${hours} hours)`,
    note: 'Your tours booked with this address, also earlier ones, will appear under My tours. If you did not ask for an account, ignore this e-mail.',
    existsSubject: 'You already have a Roteiro account',
    existsHeading: 'You already have an account',
    existsAction:
      'Someone (probably you) asked to register this e-mail address again. Sign in instead; if you forgot your password, ask for an e-mailed sign-in link there',
    ignore: 'If you did not ask for it, ignore this e-mail.',
  },
  'pt-PT': {
    subject: 'Confirme o seu endereço de e-mail no Roteiro',
    heading: (name: string) => `Bem-vindo ao Roteiro, ${name}!`,
    action: (hours: number) =>
      `Confirme o seu endereço de e-mail e escolha uma palavra-passe (a ligação funciona uma vez, durante ${hours} horas)`,
    note: 'Os passeios reservados com este endereço, incluindo os anteriores, vão aparecer em «Os meus passeios». Se não pediu uma conta, ignore este e-mail.',
    existsSubject: 'Já tem uma conta no Roteiro',
    existsHeading: 'Já tem uma conta',
    existsAction:
      'Recebemos um pedido para registar de novo este endereço de e-mail. Inicie sessão; se se esqueceu da palavra-passe, peça aí uma ligação de início de sessão por e-mail',
    ignore: 'Se não fez este pedido, ignore este e-mail.',
  },
} as const;

/** /register: the link that proves the traveller's e-mail address and opens the password step. */
export function travellerRegistrationMail(data: {
  name: string;
  url: string;
  ttlHours: number;
  locale?: TLocale;
}): MailContent {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const copy = COPY[locale];
  return composeMail({
    locale,
    subject: copy.subject,
    heading: copy.heading(data.name),
    blocks: [
      { kind: 'action', label: copy.action(data.ttlHours), url: data.url },
      { kind: 'note', text: copy.note },
    ],
  });
}

/** /register with an address that already has an account: said by e-mail only, so the form reveals nothing. */
export function travellerAccountExistsMail(data: { loginUrl: string; locale?: TLocale }): MailContent {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const copy = COPY[locale];
  return composeMail({
    locale,
    subject: copy.existsSubject,
    heading: copy.existsHeading,
    blocks: [
      { kind: 'action', label: copy.existsAction, url: data.loginUrl },
      { kind: 'note', text: copy.ignore },
    ],
  });
}
