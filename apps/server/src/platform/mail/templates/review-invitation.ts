import type { TLocale } from '@roteiro/domain/i18n/locale';
import { formatDay } from '@roteiro/domain/time/format';
import { composeMail, type MailContent } from './layout.ts';

const COPY = {
  en: {
    subject: (what: string) => `How was ${what}?`,
    reminderSubject: (what: string) => `A minute to review ${what}?`,
    heading: (name: string) => `${name}, thank you for touring with us.`,
    body: (what: string, day: string) =>
      `You took part in ${what} on ${day}. Tell other travellers how it was: your stars and a few words help them choose, and help the guides get better.`,
    reminder: (what: string, day: string) =>
      `A few days ago you took part in ${what} on ${day}. If you have a minute, your review helps other travellers choose.`,
    open: 'Write your review',
    only: 'Only travellers whose ticket was scanned at the start of a tour can review it. No account is needed; the link works for 90 days.',
    unsubscribe: (url: string) => `Don't want a reminder about this review? ${url}`,
  },
  'pt-PT': {
    subject: (what: string) => `Como correu: ${what}?`,
    reminderSubject: (what: string) => `Tem um minuto para avaliar ${what}?`,
    heading: (name: string) => `${name}, obrigado por ter feito um passeio connosco.`,
    body: (what: string, day: string) =>
      `Participou em ${what} a ${day}. Conte aos outros viajantes como foi: as suas estrelas e algumas palavras ajudam-nos a escolher, e ajudam os guias a melhorar.`,
    reminder: (what: string, day: string) =>
      `Há alguns dias participou em ${what} a ${day}. Se tiver um minuto, a sua avaliação ajuda outros viajantes a escolher.`,
    open: 'Escrever a sua avaliação',
    only: 'Só os viajantes cujo bilhete foi lido no início de um passeio o podem avaliar. Não precisa de conta; a ligação é válida durante 90 dias.',
    unsubscribe: (url: string) => `Não quer receber um lembrete sobre esta avaliação? ${url}`,
  },
} as const satisfies Record<TLocale, unknown>;

export type ReviewInvitationMailData = {
  locale: TLocale;
  clientName: string;
  activityTitle: string;
  /** The day of the run attended (Lisbon), `YYYY-MM-DD`. */
  attendedOn: string;
  reviewUrl: string;
  unsubscribeUrl: string;
  /** The one reminder, three days later. */
  isReminder?: boolean;
};

/** After the tour: the signed link to review it (no account), and the link that stops the reminder. */
export function reviewInvitationMail(data: ReviewInvitationMailData): MailContent {
  const copy = COPY[data.locale];
  const day = formatDay(data.attendedOn, data.locale);
  return composeMail({
    locale: data.locale,
    subject: data.isReminder ? copy.reminderSubject(data.activityTitle) : copy.subject(data.activityTitle),
    heading: copy.heading(data.clientName),
    blocks: [
      {
        kind: 'paragraph',
        text: data.isReminder ? copy.reminder(data.activityTitle, day) : copy.body(data.activityTitle, day),
      },
      { kind: 'action', label: copy.open, url: data.reviewUrl },
      { kind: 'note', text: copy.only },
      ...(data.isReminder ? [] : [{ kind: 'note' as const, text: copy.unsubscribe(data.unsubscribeUrl) }]),
    ],
  });
}

const HIDDEN_COPY = {
  en: {
    subject: (what: string) => `Your review of ${what} was hidden`,
    heading: (name: string) => `${name}, your review was hidden.`,
    body: (what: string) =>
      `Our team hid your review of ${what}: it no longer shows on the activity's page or counts in its rating.`,
    reason: 'Reason',
    reply: 'If you think this is a mistake, reply to this e-mail.',
  },
  'pt-PT': {
    subject: (what: string) => `A sua avaliação de ${what} foi ocultada`,
    heading: (name: string) => `${name}, a sua avaliação foi ocultada.`,
    body: (what: string) =>
      `A nossa equipa ocultou a sua avaliação de ${what}: deixou de aparecer na página da atividade e de contar para a classificação.`,
    reason: 'Motivo',
    reply: 'Se achar que se trata de um engano, responda a este e-mail.',
  },
} as const satisfies Record<TLocale, unknown>;

/** An admin hid a review: its author is told why. */
export function reviewHiddenMail(data: {
  locale: TLocale;
  clientName: string;
  activityTitle: string;
  reason: string;
}): MailContent {
  const copy = HIDDEN_COPY[data.locale];
  return composeMail({
    locale: data.locale,
    subject: copy.subject(data.activityTitle),
    heading: copy.heading(data.clientName),
    blocks: [
      { kind: 'paragraph', text: copy.body(data.activityTitle) },
      { kind: 'facts', rows: [[copy.reason, data.reason]] },
      { kind: 'paragraph', text: copy.reply },
    ],
  });
}
