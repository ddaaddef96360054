import { DEFAULT_LOCALE, type TLocale } from '@roteiro/domain/i18n/locale';
import { messages } from '@roteiro/domain/messages/messages';
import { messagesAffiliatesPt } from '@roteiro/domain/messages/messages-affiliates-pt';
import { composeMail, type MailContent } from './layout.ts';

type TWelcome = {
  name: string;
  discountCode: string;
  discountPercent: number;
  commissionPercent: number;
};

/** A percentage as the language writes it (12.5 → "12,5" in Portuguese). */
const percentIn = (value: number, locale: TLocale) =>
  locale === 'en' ? String(value) : String(value).replace('.', ',');

const COPY = {
  en: {
    subject: 'Welcome to the Roteiro affiliates program',
    heading: (data: TWelcome) => `Hello ${data.name},`,
    thanks: messages.affiliateThanks,
    code: (data: TWelcome) =>
      `Your discount code is ${data.discountCode}. Travellers who book with it get ${data.discountPercent}% off, and you earn ${data.commissionPercent}% of what they pay.`,
    action:
      'To be paid, set up your payment account. We sent you a separate e-mail with a sign-in link that takes you there; afterwards you can always continue at',
  },
  'pt-PT': {
    subject: 'Boas-vindas ao programa de afiliados do Roteiro',
    heading: (data: TWelcome) => `Olá, ${data.name},`,
    thanks: messagesAffiliatesPt.affiliateThanks ?? messages.affiliateThanks,
    code: (data: TWelcome) =>
      `O seu código de desconto é ${data.discountCode}. Os viajantes que reservarem com ele têm ${percentIn(data.discountPercent, 'pt-PT')}% de desconto, e ganha ${percentIn(data.commissionPercent, 'pt-PT')}% do que pagarem.`,
    action:
      'Para receber, configure a sua conta de pagamentos. Enviámos-lhe um e-mail à parte com uma ligação de início de sessão que abre essa página; depois, pode sempre continuar em',
  },
} as const satisfies Record<TLocale, unknown>;

/**
 * Joining the affiliates program: the discount code and where to set up the payment account, in the language
 * of the new account (the joining page's).
 */
export function affiliateWelcomeMail({
  locale = DEFAULT_LOCALE,
  onboardingUrl,
  ...data
}: TWelcome & { onboardingUrl: string; locale?: TLocale }): MailContent {
  const copy = COPY[locale];
  return composeMail({
    locale,
    subject: copy.subject,
    heading: copy.heading(data),
    blocks: [
      { kind: 'paragraph', text: copy.thanks },
      { kind: 'paragraph', text: copy.code(data) },
      { kind: 'action', label: copy.action, url: onboardingUrl },
    ],
  });
}
