// No zod here: every page that shows a domain text loads this file.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { TLocale } from './locale.ts';
import { wholeNumber } from './numbers.ts';

/** A value a text is written with (a number, a name, a time). */
export type TTextArg = string | number;

/**
 * Which domain text, and its values: what an error answer carries so that a reader is told in their language
 * (`{ id: 'booking.participantsMax', args: [20] }`); the English is written from the table that defines it.
 */
export type TTextRef = { id: string; args?: TTextArg[] };

/** A table of domain texts: texts, and functions of values for texts that hold values. */
export type TTextTable = Readonly<Record<string, string | ((...args: never[]) => string)>>;

/** The values a text of a table is written with (none for a plain text). */
export type TArgsOf<T, K extends keyof T> = T[K] extends (...args: infer A) => string ? A : [];

/**
 * How a text's value is written in the reader's language before it goes into the text (an amount in cents as a
 * price, a `YYYY-MM-DD` day as a date): references carry the raw value, so one reference reads right in any language.
 */
export type TArgFormat = (value: TTextArg, locale: TLocale) => string;

/** The formats of a table's texts' values, by key and position (null: as it is). */
export type TArgFormats<T> = Partial<Record<keyof T & string, readonly (TArgFormat | null)[]>>;

const namespaceOfTable = new WeakMap<object, string>();
const formatsOfId = new Map<string, readonly (TArgFormat | null)[]>();
const tableOfNamespace = new Map<string, TTextTable>();

/**
 * Names a table of domain texts: each of its texts is then known by `<namespace>.<key>` wherever it travels (an
 * error answer, a form's message) and worded by the reader's language from that id, never from its English.
 */
export function defineTexts<const T extends TTextTable>(
  namespace: string,
  table: T,
  argFormats?: TArgFormats<T>,
): T {
  const known = tableOfNamespace.get(namespace);
  if (known && known !== table) {
    throw new Error(`two tables of texts are named ${namespace}`);
  }
  namespaceOfTable.set(table, namespace);
  tableOfNamespace.set(namespace, table);
  if (argFormats) {
    for (const [key, formats] of Object.entries(argFormats)) {
      formatsOfId.set(`${namespace}.${key}`, formats as readonly (TArgFormat | null)[]);
    }
  }
  return table;
}

/** The namespace a table was defined with (defineTexts). */
export function namespaceOf(table: object): string {
  const namespace = namespaceOfTable.get(table);
  if (namespace === undefined) {
    throw new Error('this table of texts was not defined with defineTexts');
  }
  return namespace;
}

/** The reference of one text of a table, with its values. */
export function refOf<T extends TTextTable, K extends keyof T & string>(
  table: T,
  key: K,
  ...args: TArgsOf<T, K>
): TTextRef {
  const id = `${namespaceOf(table)}.${key}`;
  return args.length > 0 ? { id, args: args as TTextArg[] } : { id };
}

const OPEN = '{{';
const CLOSE = '}}';
const REF = /^\{\{([\w-]+(?:\.[\w-]+)+)(?:\|(\[.*\]))?\}\}$/s;

/**
 * A text's reference written as a string, for the places that carry a string (a zod schema's message, a field
 * error): `{{booking.clientName}}`, `{{booking.participantsMax|[20]}}`. The server answers it with its English
 * and its reference; the web words it in the reader's language (useT's `tx`).
 */
export function textRef<T extends TTextTable, K extends keyof T & string>(
  table: T,
  key: K,
  ...args: TArgsOf<T, K>
): string {
  return writeRef(refOf(table, key, ...args));
}

/** A reference written as a string (textRef's form). */
export function writeRef(ref: TTextRef): string {
  return ref.args && ref.args.length > 0
    ? `${OPEN}${ref.id}|${JSON.stringify(ref.args)}${CLOSE}`
    : `${OPEN}${ref.id}${CLOSE}`;
}

const isArg = (value: unknown): value is TTextArg => typeof value === 'string' || typeof value === 'number';

/** The reference a string holds (textRef's form), or null for any other string. */
export function readRef(text: string): TTextRef | null {
  if (!text.startsWith(OPEN)) {
    return null;
  }
  const match = REF.exec(text);
  if (!match?.[1]) {
    return null;
  }
  if (match[2] === undefined) {
    return { id: match[1] };
  }
  try {
    const args: unknown = JSON.parse(match[2]);
    return Array.isArray(args) && args.every(isArg) ? { id: match[1], args } : null;
  } catch {
    return null;
  }
}

/** The text of a reference from a table: the key's text, or its function applied to the reference's values. */
export function wordFrom(table: TTextTable | undefined, ref: TTextRef): string | undefined {
  const key = ref.id.slice(ref.id.indexOf('.') + 1);
  const text = table && Object.hasOwn(table, key) ? table[key] : undefined;
  if (typeof text === 'function') {
    return (text as (...args: TTextArg[]) => string)(...(ref.args ?? []));
  }
  return text;
}

/** The table defined under a reference's namespace, if its module is loaded. */
export function tableOf(ref: TTextRef): TTextTable | undefined {
  return tableOfNamespace.get(ref.id.slice(0, ref.id.indexOf('.')));
}

/**
 * A text in English: a reference (or a string holding one) worded from its table; any other string as it is.
 * The server writes its answers' messages and its logs with it.
 */
export function english(text: string | TTextRef): string {
  const ref = typeof text === 'string' ? readRef(text) : text;
  if (!ref) {
    return text as string;
  }
  return wordFrom(tableOf(ref), ref) ?? ref.id;
}

/**
 * A table's texts in another language: its Lingui catalogue (`locales/<locale>/<namespace>.json`, ICU
 * MessageFormat, a function's arguments as `{0}`, `{1}`…), as the build compiles it (ids `<namespace>.<key>`,
 * scripts/catalogues.mjs) or as written (nested keys, compiled when first worded: the tests and `tsx`).
 */
export type TCatalogue = Readonly<Record<string, unknown>>;

export type TTranslatedLocale = Exclude<TLocale, 'en'>;

/** The translations registered so far, one Lingui instance per language (English is the tables themselves). */
const translations: Record<TTranslatedLocale, I18n> = {
  'pt-PT': setupI18n({ locale: 'pt-PT', messages: { 'pt-PT': {} } }),
};

/** A catalogue's messages by id: compiled ones as they are, written ones flattened under the namespace. */
function messagesOf(prefix: string, catalogue: TCatalogue, messages: Messages = {}): Messages {
  for (const [key, value] of Object.entries(catalogue)) {
    if (key.startsWith(prefix)) {
      messages[key] = value as Messages[string];
    } else if (typeof value === 'string' || Array.isArray(value)) {
      messages[`${prefix}${key}`] = value as Messages[string];
    } else if (value && typeof value === 'object') {
      messagesOf(`${prefix}${key}.`, value as TCatalogue, messages);
    }
  }
  return messages;
}

/**
 * Registers a table's texts in another language from its catalogue; a table may come in parts (each area loads
 * what it shows), and a text missing from every part reads in English.
 */
export function registerTranslations(table: object, locale: TTranslatedLocale, catalogue: TCatalogue): void {
  translations[locale].load(locale, messagesOf(`${namespaceOf(table)}.`, catalogue));
}

/** A reference's values as its text reads them: `{0}`, `{1}`… (formatted), and each number written out (`0#`). */
function valuesOf(ref: TTextRef, locale: TLocale): Record<string, TTextArg> {
  const formats = formatsOfId.get(ref.id);
  const values: Record<string, TTextArg> = {};
  (ref.args ?? []).forEach((arg, index) => {
    const format = formats?.[index];
    values[index] = format ? format(arg, locale) : arg;
    if (typeof arg === 'number' && !format) {
      values[`${index}#`] = wholeNumber(arg, locale);
    }
  });
  return values;
}

/** Whether a text has a translation registered in `locale` (English always has). */
export function isTranslated(id: string, locale: TLocale): boolean {
  return locale === 'en' || translations[locale].messages[id] !== undefined;
}

/**
 * A referenced text in `locale`: its translation where registered, else its English; undefined when unknown (its
 * table's module is not loaded).
 */
export function wordText(ref: TTextRef, locale: TLocale): string | undefined {
  if (locale !== 'en' && isTranslated(ref.id, locale)) {
    return translations[locale]._(ref.id, valuesOf(ref, locale));
  }
  return wordFrom(tableOf(ref), ref);
}

/**
 * A text in `locale`: a reference written as a string (`{{booking.clientName}}`) worded from its table; any other
 * string (a name, a text from the database, a message with no reference) as it is.
 */
export function translateText(text: string, locale: TLocale): string {
  const ref = readRef(text);
  return ref ? (wordText(ref, locale) ?? text) : text;
}
