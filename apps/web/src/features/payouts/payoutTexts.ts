import { namespaceOf, type TTextTable } from '@roteiro/domain/i18n/texts';
import { payoutTexts } from '@roteiro/domain/money/payouts';
import { payoutTextsPt } from '@roteiro/domain/money/payouts-pt';
import { registerTranslations, wordRef } from '../../shared/i18n/domainTexts.ts';
import { type TWording, wordingOf } from '../../shared/i18n/errorText.ts';

// The payouts screens' domain texts (why a run cannot be transferred, the server's refusals), in the page's language.
registerTranslations(payoutTexts, payoutTextsPt);

/**
 * A result's message as the server writes it (the English of a table's text, not a reference: the transfer
 * answers carry plain messages), in the reader's language (pseudo-localized in the browser tests' pseudo-locale,
 * given the page's texts): worded from the table whose text it is, else as it came.
 */
export function wordResultMessage(table: TTextTable, message: string, wording: TWording): string {
  const key = Object.keys(table).find((name) => table[name] === message);
  const { locale, word } = wordingOf(wording);
  const worded = key === undefined ? undefined : wordRef({ id: `${namespaceOf(table)}.${key}` }, locale);
  return worded === undefined ? message : word(worded);
}

export { payoutTexts };
