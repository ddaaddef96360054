import { staticPageTexts } from '@roteiro/domain/catalogue/storefront-pages';
import { FORMS, formFacts, formTexts, type TFormAnswers, type TFormKind } from '@roteiro/domain/forms/forms';
// The forms' and the pages' Portuguese (formPageTexts, storefrontPageTexts) are the domain's catalogues.
import '@roteiro/domain/i18n/all-translations';
import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import mailFormConfirmationPt from '../locales/pt-PT/mailFormConfirmation.json';
import { sayIn } from '../mail-texts.ts';
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

/** The sender's copy (English; the Portuguese in locales/pt-PT/mailFormConfirmation.json). */
export const mailFormConfirmationTexts = defineTexts('mailFormConfirmation', {
  subject: (title: string) => `We received your answer: ${title}`,
  hello: (name: string) => `Hello ${name},`,
  helloNoName: 'Hello,',
  sent: 'This is what you sent us:',
  ignore: 'If you did not send this, you can ignore this e-mail.',
});
registerTranslations(mailFormConfirmationTexts, 'pt-PT', mailFormConfirmationPt);
const sayFormConfirmation = sayIn(mailFormConfirmationTexts);

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
  const say = sayFormConfirmation(locale);
  const texts = formTexts(data.kind, locale);
  return composeMail({
    locale,
    subject: say('subject', staticPageTexts(PAGE_OF[data.kind], locale).title),
    heading: data.answers.contactName ? say('hello', data.answers.contactName) : say('helloNoName'),
    blocks: [
      { kind: 'paragraph', text: texts.thanks },
      { kind: 'paragraph', text: say('sent') },
      { kind: 'facts', rows: formFacts(data.kind, data.answers, locale) },
      { kind: 'note', text: say('ignore') },
    ],
  });
}
