import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { messages } from '@roteiro/domain/messages/messages';
import '@roteiro/domain/i18n/all-translations';
import { defineTexts, refOf, registerTranslations, wordText } from '@roteiro/domain/i18n/texts';
import mailNewsletterPt from '../locales/pt-PT/mailNewsletter.json';
import { sayIn } from '../mail-texts.ts';
import { composeMail, type MailContent } from './layout.ts';

/** English; the Portuguese in locales/pt-PT/mailNewsletter.json. */
export const mailNewsletterTexts = defineTexts('mailNewsletter', {
  confirmSubject: 'Confirm your subscription to the Roteiro newsletter',
  confirmHeading: 'One more step',
  confirmText:
    'You (or someone with your address) asked for the Roteiro newsletter: new tours, seasonal ideas and festivals across Portugal, about once a month.',
  confirmAction: 'Confirm your subscription',
  confirmIgnore: 'If you did not ask for it, ignore this e-mail: you will not be subscribed.',
  welcomeSubject: 'Welcome to the Roteiro newsletter',
  welcomeHeading: 'You are subscribed',
  /** After the storefront's own thanks (messages.newsletterSubscribed). */
  welcomeText: (subscribed: string) =>
    `${subscribed} About once a month we will send you new tours, seasonal ideas and festivals across Portugal.`,
  unsubscribe: 'To stop receiving it, unsubscribe at',
});
registerTranslations(mailNewsletterTexts, 'pt-PT', mailNewsletterPt);
const sayNewsletter = sayIn(mailNewsletterTexts);

/** Double opt-in: the link that confirms a newsletter sign-up, in the sign-up's language. */
export function newsletterConfirmMail(data: { confirmUrl: string; locale?: TLocale }): MailContent {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const say = sayNewsletter(locale);
  return composeMail({
    locale,
    subject: say('confirmSubject'),
    heading: say('confirmHeading'),
    blocks: [
      { kind: 'paragraph', text: say('confirmText') },
      { kind: 'action', label: say('confirmAction'), url: data.confirmUrl },
      { kind: 'note', text: say('confirmIgnore') },
    ],
  });
}

/** Sent once the address confirmed: a welcome, and how to leave. */
export function newsletterWelcomeMail(data: { unsubscribeUrl: string; locale?: TLocale }): MailContent {
  const locale = data.locale ?? DEFAULT_LOCALE;
  const say = sayNewsletter(locale);
  return composeMail({
    locale,
    subject: say('welcomeSubject'),
    heading: say('welcomeHeading'),
    blocks: [
      {
        kind: 'paragraph',
        text: say(
          'welcomeText',
          wordText(refOf(messages, 'newsletterSubscribed'), locale) ?? messages.newsletterSubscribed,
        ),
      },
      { kind: 'action', label: say('unsubscribe'), url: data.unsubscribeUrl },
    ],
  });
}
