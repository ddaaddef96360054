import { affiliateTermsTexts, affiliateTexts } from '@roteiro/domain/affiliates/schemas';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { registerTranslations } from '@roteiro/domain/i18n/texts';
import affiliatePayoutsPt from '@roteiro/domain/locales/pt-PT/affiliatePayouts.json';
import affiliatesPt from '@roteiro/domain/locales/pt-PT/affiliates.json';
import affiliateTermsPt from '@roteiro/domain/locales/pt-PT/affiliateTerms.json';
import messagesPt from '@roteiro/domain/locales/pt-PT/messages.json';
import { messages } from '@roteiro/domain/messages/messages';
import { affiliatePayoutTexts } from '@roteiro/domain/money/affiliate-payouts';
import type { TTexts } from '../../shared/i18n/useT.tsx';

// The affiliates program's domain texts (the join form's rules, the admin's terms and payouts, the spec's
// messages), in the page's language.
registerTranslations(affiliateTexts, 'pt-PT', affiliatesPt);
registerTranslations(affiliateTermsTexts, 'pt-PT', affiliateTermsPt);
registerTranslations(affiliatePayoutTexts, 'pt-PT', affiliatePayoutsPt);
registerTranslations(messages, 'pt-PT', messagesPt);

export { affiliatePayoutTexts, affiliateTermsTexts, messages };

/** A percentage as the language writes it: 12.5 → "12.5", "12,5" (the `%` is the message's). */
export function percentIn(value: number, locale: TLocale): string {
  const text = String(value);
  return locale === 'en' ? text : text.replace('.', ',');
}

/** Affiliate earnings in the reader's language: the amount, or "None" when zero (operations.md §9). */
export function earningsIn(cents: number, { t, price }: Pick<TTexts, 't' | 'price'>): string {
  return cents === 0 ? t('affiliate.dashboard.none') : price(cents);
}
