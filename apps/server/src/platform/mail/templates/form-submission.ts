import { FORMS, formFacts, type TFormAnswers, type TFormKind } from '@roteiro/domain/forms/forms';
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

/** The sender's copy: thanks, what happens next, and what they sent. */
export function formConfirmationMail(data: { kind: TFormKind; answers: TFormAnswers }): MailContent {
  const form = FORMS[data.kind];
  return composeMail({
    subject: `We received your answer: ${form.title}`,
    heading: data.answers.contactName ? `Hello ${data.answers.contactName},` : 'Hello,',
    blocks: [
      { kind: 'paragraph', text: form.thanks },
      { kind: 'paragraph', text: 'This is what you sent us:' },
      { kind: 'facts', rows: formFacts(data.kind, data.answers) },
      { kind: 'note', text: 'If you did not send this, you can ignore this e-mail.' },
    ],
  });
}
