import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import mailSignInLinkPt from '../locales/pt-PT/mailSignInLink.json';
import { sayIn } from '../mail-texts.ts';
import { composeMail, type MailContent } from './layout.ts';

/** English; the Portuguese in locales/pt-PT/mailSignInLink.json. */
export const mailSignInLinkTexts = defineTexts('mailSignInLink', {
  subject: 'Your Roteiro sign-in link',
  heading: 'Sign in to Roteiro',
  action: 'Open this link to sign in to Roteiro (it works once, for 15 minutes)',
  note: 'If you did not ask for it, ignore this e-mail.',
});
registerTranslations(mailSignInLinkTexts, 'pt-PT', mailSignInLinkPt);
const saySignInLink = sayIn(mailSignInLinkTexts);

/** The e-mailed sign-in link (valid 15 minutes, once), in the language of the page that asked for it. */
export function signInLinkMail({
  url,
  locale = DEFAULT_LOCALE,
}: {
  url: string;
  locale?: TLocale;
}): MailContent {
  const say = saySignInLink(locale);
  return composeMail({
    locale,
    subject: say('subject'),
    heading: say('heading'),
    blocks: [
      { kind: 'action', label: say('action'), url },
      { kind: 'note', text: say('note') },
    ],
  });
}
