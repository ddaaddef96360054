import type { TLocale } from '@roteiro/domain/i18n/locale';
import {
  namespaceOf,
  readRef,
  type TTextRef,
  type TTextTable,
  tableOf,
  wordFrom,
} from '@roteiro/domain/i18n/texts';

/**
 * The Portuguese of the domain's tables of texts (spec messages, the server's refusals, the rules), by the
 * tables' names: a text reaches the web as a reference (`{ id: 'booking.participantsMax', args: [20] }`, from an
 * error answer or a schema's message) and is worded from its table in the reader's language. A table is known
 * once its area registers it (the storefront's base, the spec's messages and the footer's newsletter, comes with
 * the Portuguese catalogues: domainTextsPt.ts).
 */
const portuguese = new Map<string, TTextTable>();

/**
 * Registers a domain table's Portuguese (same keys; a function takes the English one's values). A table may come
 * in parts, each registered by the area that shows it (the spec's messages: the storefront's, then the operators').
 */
export function registerTranslations(
  english: TTextTable,
  translated: Partial<Record<string, unknown>>,
): void {
  const namespace = namespaceOf(english);
  portuguese.set(namespace, { ...portuguese.get(namespace), ...(translated as TTextTable) });
}

/** A referenced text in `locale`: its Portuguese where registered, else its English; undefined when unknown. */
export function wordRef(ref: TTextRef, locale: TLocale): string | undefined {
  if (locale !== 'en') {
    const translated = wordFrom(portuguese.get(ref.id.slice(0, ref.id.indexOf('.'))), ref);
    if (translated !== undefined) {
      return translated;
    }
  }
  return wordFrom(tableOf(ref), ref);
}

/**
 * A text in `locale`: a reference written as a string (`{{booking.clientName}}`) worded from its table; any other
 * string (a name, a text from the database, a message with no reference) as it is.
 */
export function translateDomainText(text: string, locale: TLocale): string {
  const ref = readRef(text);
  return ref ? (wordRef(ref, locale) ?? text) : text;
}
