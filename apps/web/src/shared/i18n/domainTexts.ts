import type { TLocale } from '@roteiro/domain/i18n/locale';
import { messages } from '@roteiro/domain/messages/messages';
import { messagesPt } from '@roteiro/domain/messages/messages-pt';
import { newsletterTexts } from '@roteiro/domain/newsletter/texts';
import { newsletterTextsPt } from '@roteiro/domain/newsletter/texts-pt';

/**
 * Portuguese for the English texts the domain package owns (spec messages, the server's error messages,
 * the rules): the API keeps answering in English, and the web shows a text it knows in the visitor's language
 * by finding which domain constant it is and that constant's Portuguese. A text it does not know
 * is shown as the server wrote it.
 */
type TTable = Readonly<Record<string, unknown>>;

const exact = new Map<string, string>();
const patterns: { pattern: RegExp; translate: (values: string[]) => string }[] = [];
const registered = new Set<TTable>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const placeholder = (index: number) => `\u0000${index}\u0000`;

/**
 * Registers a domain table's Portuguese (`portuguese` has the table's keys; a function entry takes the same
 * arguments as the English one). Registering the same table again changes nothing.
 */
export function registerTranslations(english: TTable, portuguese: TTable): void {
  if (registered.has(english)) {
    return;
  }
  registered.add(english);
  for (const [key, text] of Object.entries(english)) {
    const translated = portuguese[key];
    if (typeof text === 'string' && typeof translated === 'string') {
      exact.set(text, translated);
    } else if (typeof text === 'function' && typeof translated === 'function') {
      // A function of its arguments: its English with placeholders becomes a pattern that captures them.
      const args = Array.from({ length: text.length }, (_, index) => placeholder(index));
      const sample = String(text(...args));
      let source = escapeRegExp(sample);
      const order: number[] = [];
      for (const [index, arg] of args.entries()) {
        if (source.includes(arg)) {
          source = source.replace(arg, '(.+?)');
          order.push(index);
        }
      }
      const pattern = new RegExp(`^${source}$`);
      patterns.push({
        pattern,
        translate: (values) => {
          const ordered: string[] = [];
          for (const [position, index] of order.entries()) {
            ordered[index] = values[position] ?? '';
          }
          return String(translated(...ordered));
        },
      });
    }
  }
}

/** A domain text in `locale`: its registered Portuguese, else the text itself. */
export function translateDomainText(text: string, locale: TLocale): string {
  if (locale === 'en') {
    return text;
  }
  const known = exact.get(text);
  if (known !== undefined) {
    return known;
  }
  for (const { pattern, translate } of patterns) {
    const match = pattern.exec(text);
    if (match) {
      return translate(match.slice(1));
    }
  }
  return text;
}

// What every storefront page can show: the spec's messages and the footer's newsletter. An area whose pages
// show more (the booking flow, the forms) registers its own tables with its code.
registerTranslations(messages, messagesPt);
registerTranslations(newsletterTexts, newsletterTextsPt);
