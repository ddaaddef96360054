import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import mailRegistrationCodePt from '../locales/pt-PT/mailRegistrationCode.json';
import { sayIn } from '../mail-texts.ts';
import { composeMail, type MailContent } from './layout.ts';

/** English; the Portuguese in locales/pt-PT/mailRegistrationCode.json. */
export const mailRegistrationCodeTexts = defineTexts('mailRegistrationCode', {
  subject: 'Your Roteiro registration code',
  heading: 'Welcome to Roteiro!',
  code: 'Your registration code is',
  action: (email: string) =>
    `Create your company account with this e-mail address (${email}); the code works once`,
});
registerTranslations(mailRegistrationCodeTexts, 'pt-PT', mailRegistrationCodePt);
const sayRegistrationCode = sayIn(mailRegistrationCodeTexts);

/**
 * Admin "Send registration code": the single-use code a company registers with, in the language of the request
 * that sent it.
 */
export function registrationCodeMail(data: {
  code: string;
  email: string;
  registerUrl: string;
  locale?: TLocale;
}): MailContent {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const say = sayRegistrationCode(locale);
  return composeMail({
    locale,
    subject: say('subject'),
    heading: say('heading'),
    blocks: [
      { kind: 'code', label: say('code'), code: data.code },
      { kind: 'action', label: say('action', data.email), url: data.registerUrl },
    ],
  });
}
