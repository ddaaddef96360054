import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { messages } from '@roteiro/domain/messages/messages';
import '@roteiro/domain/i18n/all-translations';
import {
  defineTexts,
  refOf,
  registerTranslations,
  type TTextArg,
  wordText,
} from '@roteiro/domain/i18n/texts';
import mailAffiliateWelcomePt from '../locales/pt-PT/mailAffiliateWelcome.json';
import { sayIn } from '../mail-texts.ts';
import { composeMail, type MailContent } from './layout.ts';

type TWelcome = {
  name: string;
  discountCode: string;
  discountPercent: number;
  commissionPercent: number;
};

/** A percentage as the language writes it (12.5 → "12,5" in Portuguese). */
const percentIn = (value: TTextArg, locale: TLocale) =>
  locale === 'en' ? String(value) : String(value).replace('.', ',');

/** English; the Portuguese in locales/pt-PT/mailAffiliateWelcome.json. */
export const mailAffiliateWelcomeTexts = defineTexts(
  'mailAffiliateWelcome',
  {
    subject: 'Welcome to the Roteiro affiliates program',
    heading: (name: string) => `Hello ${name},`,
    code: (discountCode: string, discountPercent: number, commissionPercent: number) =>
      `Your discount code is ${discountCode}. Travellers who book with it get ${discountPercent}% off, and you earn ${commissionPercent}% of what they pay.`,
    action:
      'To be paid, set up your payment account. We sent you a separate e-mail with a sign-in link that takes you there; afterwards you can always continue at',
  },
  { code: [null, percentIn, percentIn] },
);
registerTranslations(mailAffiliateWelcomeTexts, 'pt-PT', mailAffiliateWelcomePt);
const sayWelcome = sayIn(mailAffiliateWelcomeTexts);

/**
 * Joining the affiliates program: the discount code and where to set up the payment account, in the language
 * of the new account (the joining page's).
 */
export function affiliateWelcomeMail({
  locale = DEFAULT_LOCALE,
  onboardingUrl,
  ...data
}: TWelcome & { onboardingUrl: string; locale?: TLocale }): MailContent {
  const say = sayWelcome(locale);
  return composeMail({
    locale,
    subject: say('subject'),
    heading: say('heading', data.name),
    blocks: [
      {
        kind: 'paragraph',
        text: wordText(refOf(messages, 'affiliateThanks'), locale) ?? messages.affiliateThanks,
      },
      {
        kind: 'paragraph',
        text: say('code', data.discountCode, data.discountPercent, data.commissionPercent),
      },
      { kind: 'action', label: say('action'), url: onboardingUrl },
    ],
  });
}
