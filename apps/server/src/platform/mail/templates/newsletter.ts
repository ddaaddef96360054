import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { messages } from '@roteiro/domain/messages/messages';
import { messagesPt } from '@roteiro/domain/messages/messages-pt';
import { composeMail, type MailContent } from './layout.ts';

const COPY = {
  en: {
    confirmSubject: 'Confirm your subscription to the Roteiro newsletter',
    confirmHeading: 'One more step',
    confirmText:
      'You (or someone with your address) asked for the Roteiro newsletter: new tours, seasonal ideas and festivals across Portugal, about once a month.',
    confirmAction: 'Confirm your subscription',
    confirmIgnore: 'If you did not ask for it, ignore this e-mail: you will not be subscribed.',
    welcomeSubject: 'Welcome to the Roteiro newsletter',
    welcomeHeading: 'You are subscribed',
    welcomeText: `${messages.newsletterSubscribed} About once a month we will send you new tours, seasonal ideas and festivals across Portugal.`,
    unsubscribe: 'To stop receiving it, unsubscribe at',
  },
  'pt-PT': {
    confirmSubject: 'Confirme a sua subscrição da newsletter do Roteiro',
    confirmHeading: 'Só falta um passo',
    confirmText:
      'Recebemos um pedido para enviar a newsletter do Roteiro para este endereço: novos passeios, ideias para cada estação e festas por todo o país, cerca de uma vez por mês.',
    confirmAction: 'Confirmar a subscrição',
    confirmIgnore: 'Se não fez este pedido, ignore este e-mail: não ficará subscrito.',
    welcomeSubject: 'Bem-vindo à newsletter do Roteiro',
    welcomeHeading: 'Está subscrito',
    welcomeText: `${messagesPt.newsletterSubscribed} Cerca de uma vez por mês vamos enviar-lhe novos passeios, ideias para cada estação e festas por todo o país.`,
    unsubscribe: 'Para deixar de a receber, cancele a subscrição em',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

/** Double opt-in: the link that confirms a newsletter sign-up, in the sign-up's language. */
export function newsletterConfirmMail(data: { confirmUrl: string; locale?: TLocale }): MailContent {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const copy = COPY[locale];
  return composeMail({
    locale,
    subject: copy.confirmSubject,
    heading: copy.confirmHeading,
    blocks: [
      { kind: 'paragraph', text: copy.confirmText },
      { kind: 'action', label: copy.confirmAction, url: data.confirmUrl },
      { kind: 'note', text: copy.confirmIgnore },
    ],
  });
}

/** Sent once the address confirmed: a welcome, and how to leave. */
export function newsletterWelcomeMail(data: { unsubscribeUrl: string; locale?: TLocale }): MailContent {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const copy = COPY[locale];
  return composeMail({
    locale,
    subject: copy.welcomeSubject,
    heading: copy.welcomeHeading,
    blocks: [
      { kind: 'paragraph', text: copy.welcomeText },
      { kind: 'action', label: copy.unsubscribe, url: data.unsubscribeUrl },
    ],
  });
}
