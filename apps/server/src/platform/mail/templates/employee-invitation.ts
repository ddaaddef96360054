import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import mailEmployeeInvitationPt from '../locales/pt-PT/mailEmployeeInvitation.json';
import { sayIn } from '../mail-texts.ts';
import { composeMail, type MailContent } from './layout.ts';

/** English; the Portuguese in locales/pt-PT/mailEmployeeInvitation.json. */
export const mailEmployeeInvitationTexts = defineTexts('mailEmployeeInvitation', {
  subject: (companyName: string) => `${companyName} invited you to Roteiro`,
  heading: (name: string) => `Hello ${name},`,
  action: (companyName: string) =>
    `${companyName} added you as a guide on Roteiro. Create your account with this link`,
  note: 'If you were not expecting this invitation, you can ignore this e-mail.',
});
registerTranslations(mailEmployeeInvitationTexts, 'pt-PT', mailEmployeeInvitationPt);
const sayEmployeeInvitation = sayIn(mailEmployeeInvitationTexts);

/**
 * A company added a guide: the signed link to create the account, in the inviting company account's language
 * (the invited person has no account yet).
 */
export function employeeInvitationMail(data: {
  name: string;
  companyName: string;
  link: string;
  locale?: TLocale;
}): MailContent {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const say = sayEmployeeInvitation(locale);
  return composeMail({
    locale,
    subject: say('subject', data.companyName),
    heading: say('heading', data.name),
    blocks: [
      { kind: 'action', label: say('action', data.companyName), url: data.link },
      { kind: 'note', text: say('note') },
    ],
  });
}
