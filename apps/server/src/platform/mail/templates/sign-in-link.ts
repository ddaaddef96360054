import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { composeMail, type MailContent } from './layout.ts';

const COPY = {
  en: {
    subject: 'Your Roteiro sign-in link',
    heading: 'Sign in to Roteiro',
    action: 'Open this link to sign in to Roteiro (it works once, for 15 minutes)',
    note: 'If you did not ask for it, ignore this e-mail.',
  },
  'pt-PT': {
    subject: 'A sua ligação para iniciar sessão no Roteiro',
    heading: 'Iniciar sessão no Roteiro',
    action: 'Abra esta ligação para iniciar sessão no Roteiro (funciona uma vez, durante 15 minutos)',
    note: 'Se não fez este pedido, ignore este e-mail.',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/** The e-mailed sign-in link (valid 15 minutes, once), in the language of the page that asked for it. */
export function signInLinkMail({
  url,
  locale = DEFAULT_LOCALE,
}: {
  url: string;
  locale?: TLocale;
}): MailContent {
  const copy = COPY[locale];
  return composeMail({
    locale,
    subject: copy.subject,
    heading: copy.heading,
    blocks: [
      { kind: 'action', label: copy.action, url },
      { kind: 'note', text: copy.note },
    ],
  });
}
