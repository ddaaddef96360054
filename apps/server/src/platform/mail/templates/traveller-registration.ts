import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { defineTexts, registerTranslations } from '@roteiro/domain/i18n/texts';
import mailTravellerRegistrationPt from '../locales/pt-PT/mailTravellerRegistration.json';
import { sayIn } from '../mail-texts.ts';
import { composeMail, type MailContent } from './layout.ts';

/** English; the Portuguese in locales/pt-PT/mailTravellerRegistration.json. */
export const mailTravellerRegistrationTexts = defineTexts('mailTravellerRegistration', {
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
});
registerTranslations(mailTravellerRegistrationTexts, 'pt-PT', mailTravellerRegistrationPt);
const sayTravellerRegistration = sayIn(mailTravellerRegistrationTexts);

/** /register: the link that proves the traveller's e-mail address and opens the password step. */
export function travellerRegistrationMail(data: {
  name: string;
  url: string;
  ttlHours: number;
  locale?: TLocale;
}): MailContent {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const say = sayTravellerRegistration(locale);
  return composeMail({
    locale,
    subject: say('subject'),
    heading: say('heading', data.name),
    blocks: [
      { kind: 'action', label: say('action', data.ttlHours), url: data.url },
      { kind: 'note', text: say('note') },
    ],
  });
}

/** /register with an address that already has an account: said by e-mail only, so the form reveals nothing. */
export function travellerAccountExistsMail(data: { loginUrl: string; locale?: TLocale }): MailContent {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const say = sayTravellerRegistration(locale);
  return composeMail({
    locale,
    subject: say('existsSubject'),
    heading: say('existsHeading'),
    blocks: [
      { kind: 'action', label: say('existsAction'), url: data.loginUrl },
      { kind: 'note', text: say('ignore') },
    ],
  });
}
