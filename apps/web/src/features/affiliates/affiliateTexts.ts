import { affiliateTermsTexts, affiliateTexts } from '@roteiro/domain/affiliates/schemas';
import { affiliateTermsTextsPt, affiliateTextsPt } from '@roteiro/domain/affiliates/texts-pt';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { messages } from '@roteiro/domain/messages/messages';
import { messagesAffiliatesPt } from '@roteiro/domain/messages/messages-affiliates-pt';
import { affiliatePayoutTexts } from '@roteiro/domain/money/affiliate-payouts';
import { affiliatePayoutTextsPt } from '@roteiro/domain/money/affiliate-payouts-pt';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';
import type { TTexts } from '../../shared/i18n/useT.tsx';

// The affiliates program's domain texts (the join form's rules, the admin's terms and payouts, the spec's
// messages), in the page's language.
registerTranslations(affiliateTexts, affiliateTextsPt);
registerTranslations(affiliateTermsTexts, affiliateTermsTextsPt);
registerTranslations(affiliatePayoutTexts, affiliatePayoutTextsPt);
registerTranslations(messages, messagesAffiliatesPt);

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
