import { registerTranslations, type TTextRef, wordText as wordRef } from '@roteiro/domain/i18n/texts';
import payoutsPt from '@roteiro/domain/locales/pt-PT/payouts.json';
import { payoutTexts } from '@roteiro/domain/money/payouts';
import { type TWording, wordingOf } from '../../shared/i18n/errorText.ts';

// The payouts screens' domain texts (why a run cannot be transferred, the server's refusals), in the page's language.
registerTranslations(payoutTexts, 'pt-PT', payoutsPt);

/**
 * Why a transfer or a payout did not go through, as the server answers it (its English message and the reference
 * of its text, `messageRef`), in the reader's language (pseudo-localized in the browser tests' pseudo-locale,
 * given the page's texts): worded from the reference; the English as it came when the reference names no text
 * the page knows.
 */
export function resultText(message: string, ref: TTextRef | null, wording: TWording): string {
  const { locale, word } = wordingOf(wording);
  const worded = ref ? wordRef(ref, locale) : undefined;
  return worded === undefined ? message : word(worded);
}

export { payoutTexts };
