import type { TLocale } from '@roteiro/domain/i18n/locale';
import { namespaceOf, type TTextTable } from '@roteiro/domain/i18n/texts';
import { payoutTexts } from '@roteiro/domain/money/payouts';
import { payoutTextsPt } from '@roteiro/domain/money/payouts-pt';
import { registerTranslations, wordRef } from '../../shared/i18n/domainTexts.ts';

// The payouts screens' domain texts (why a run cannot be transferred, the server's refusals), in the page's language.
registerTranslations(payoutTexts, payoutTextsPt);

/**
 * A result's message as the server writes it (the English of a table's text, not a reference: the transfer
 * answers carry plain messages), in `locale`: worded from the table whose text it is, else as it came.
 */
export function wordResultMessage(table: TTextTable, message: string, locale: TLocale): string {
  const key = Object.keys(table).find((name) => table[name] === message);
  return key === undefined ? message : (wordRef({ id: `${namespaceOf(table)}.${key}` }, locale) ?? message);
}

export { payoutTexts };
