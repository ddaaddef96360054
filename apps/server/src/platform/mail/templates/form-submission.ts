import { staticPageTexts } from '@roteiro/domain/catalogue/storefront-pages-pt';
import { FORMS, formFacts, type TFormAnswers, type TFormKind } from '@roteiro/domain/forms/forms';
import { formTexts } from '@roteiro/domain/forms/forms-pt';
import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { composeMail, type MailContent } from './layout.ts';

/** A form sent from the storefront, for staff: every answer, and whom to reply to. */
export function formSubmissionMail(data: {
  kind: TFormKind;
  answers: TFormAnswers;
  adminUrl: string;
}): MailContent {
  const form = FORMS[data.kind];
  const name = data.answers.contactName ?? data.answers.email;
  return composeMail({
    subject: `${form.title}: a new answer from ${name}`,
    heading: `A new answer to "${form.title}".`,
    blocks: [
      { kind: 'facts', rows: formFacts(data.kind, data.answers) },
      { kind: 'paragraph', text: `Reply to ${data.answers.email}.` },
      { kind: 'action', label: 'Every answer is also listed at', url: data.adminUrl },
    ],
  });
}

const COPY = {
  en: {
    subject: (title: string) => `We received your answer: ${title}`,
    hello: (name: string | null | undefined) => (name ? `Hello ${name},` : 'Hello,'),
    sent: 'This is what you sent us:',
    ignore: 'If you did not send this, you can ignore this e-mail.',
  },
  'pt-PT': {
    subject: (title: string) => `Recebemos a sua resposta: ${title}`,
    hello: (name: string | null | undefined) => (name ? `Olá, ${name},` : 'Olá,'),
    sent: 'Foi isto que nos enviou:',
    ignore: 'Se não nos enviou esta resposta, ignore este e-mail.',
  },
} as const;

/** Which static page each form is (its title, in each language). */
const PAGE_OF = {
  'guide-registration': 'guideRegistration',
  'transfer-registration': 'transferRegistration',
  feedback: 'feedback',
} as const satisfies Record<TFormKind, string>;

/** The sender's copy, in the language the form was sent in: thanks, what happens next, and what they sent. */
export function formConfirmationMail(data: {
  kind: TFormKind;
  answers: TFormAnswers;
  locale?: TLocale;
}): MailContent {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const copy = COPY[locale];
  const texts = formTexts(data.kind, FORMS[data.kind], locale);
  return composeMail({
    locale,
    subject: copy.subject(staticPageTexts(PAGE_OF[data.kind], locale).title),
    heading: copy.hello(data.answers.contactName),
    blocks: [
      { kind: 'paragraph', text: texts.thanks },
      { kind: 'paragraph', text: copy.sent },
      { kind: 'facts', rows: formFacts(data.kind, data.answers, locale) },
      { kind: 'note', text: copy.ignore },
    ],
  });
}
