import { Trans, useLingui } from '@lingui/react';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { wholeNumber } from '@roteiro/domain/i18n/numbers';
import {
  refOf,
  type TArgsOf,
  type TTextTable,
  translateText as translateDomainText,
  wordText as wordRef,
} from '@roteiro/domain/i18n/texts';
import { formatPrice } from '@roteiro/domain/money/money';
import { formatDay, formatDuration, type TDateInput } from '@roteiro/domain/time/format';
import { type ReactElement, type ReactNode, useMemo } from 'react';
import { pseudoTextOf } from './i18n.ts';
import type { TMessageId } from './messageIds.ts';

export type TMessageValues = Record<string, string | number>;

/**
 * The values of a message, with each number also written out under `<name>#`: a plural's `#` is compiled into
 * that value (scripts/catalogues.mjs), so no text of the catalogues needs Intl's number data.
 */
function withCounts<V>(values: Record<string, V>, locale: TLocale): Record<string, V | string> {
  const all: Record<string, V | string> = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') {
      all[`${name}#`] = wholeNumber(value, locale);
    }
  }
  return all;
}

/**
 * The active language's texts and formats: `t(id, values)` for the storefront's own texts (the catalogues),
 * `say(table, key, …values)` for a text of the domain's tables (spec messages, rules), `tx(text)` for a string
 * that may hold a reference to one (a schema's message), and prices, days and durations written as the language
 * writes them (Intl).
 */
export function useT(): TTexts {
  const { i18n, _ } = useLingui();
  const locale = i18n.locale as TLocale;
  const pseudo = pseudoTextOf(i18n);
  return useMemo(() => textsOf(locale, _, pseudo), [_, locale, pseudo]);
}

/**
 * What `useT` gives, from a language and its translate function (tests make it without React); `pseudo` writes
 * the domain's English texts in the browser tests' pseudo-locale (the catalogues' messages already are).
 */
export function textsOf(
  locale: TLocale,
  translate: (id: string, values?: TMessageValues) => string,
  pseudo: ((text: string) => string) | null = null,
) {
  const word = (text: string) => (pseudo ? pseudo(text) : text);
  return {
    locale,
    /** The browser tests' pseudo-locale's transform of an English text, or null (a real language). */
    pseudo,
    t: (id: TMessageId, values?: TMessageValues): string =>
      translate(id, values && (withCounts(values, locale) as TMessageValues)),
    tx: (text: string): string => {
      const worded = translateDomainText(text, locale);
      // Only a text of the domain's tables is the interface's: any other string (a name) stays as it is.
      return worded === text ? text : word(worded);
    },
    say: <Table extends TTextTable, K extends keyof Table & string>(
      table: Table,
      key: K,
      ...args: TArgsOf<Table, K>
    ): string => word(wordRef(refOf(table, key, ...args), locale) ?? ''),
    price: (cents: number): string => formatPrice(cents, locale),
    day: (value: TDateInput): string => formatDay(value, locale),
    duration: (minutes: number): string => formatDuration(minutes, locale),
  };
}

export type TTexts = ReturnType<typeof textsOf>;
export type TTranslate = TTexts['t'];

type TTProps = {
  id: TMessageId;
  values?: Record<string, ReactNode>;
  /** The elements of the text's numbered tags: `<0>the rules</0>` → `components={{ 0: <Link to="…" /> }}`. */
  components?: Record<string, ReactElement>;
};

/** A text with markup or elements inside it (links, bold parts), translated as one sentence. */
export function T({ id, values, components }: TTProps) {
  const { i18n } = useLingui();
  return (
    <Trans id={id} values={values && withCounts(values, i18n.locale as TLocale)} components={components} />
  );
}
