// The storefront's message catalogues: one JSON file per language and namespace under
// src/shared/i18n/locales/<locale>/<namespace>.json, written as nested objects of ICU MessageFormat texts
// ("{count, plural, one {# place} other {# places}}"). The build flattens each file into message ids
// ("<namespace>.<key>.<key>") and compiles every text into Lingui's compiled form, so the browser loads
// no message parser: only @lingui/core's small runtime.

import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * A catalogue file's path: its locale and its namespace. The storefront's own (src/shared/i18n/locales), the
 * domain's translations of its tables of texts (packages/domain/src/locales, ids `<table's namespace>.<key>`) and
 * the server's (its e-mails: a locales folder under apps/server/src); never a package's under node_modules.
 */
export const CATALOGUE_FILE =
  /^(?!.*[\\/]node_modules[\\/]).*[\\/](?:apps[\\/]web[\\/]src[\\/]shared[\\/]i18n|packages[\\/]domain[\\/]src|apps[\\/]server[\\/]src(?:[\\/][\w-]+)*)[\\/]locales[\\/]([\w-]+)[\\/](\w+)\.json$/;

/** `{ a: { b: 'text' } }` under `ns` → `{ 'ns.a.b': 'text' }`. */
export function flattenCatalogue(tree, prefix) {
  const flat = {};
  for (const [key, value] of Object.entries(tree)) {
    const id = `${prefix}.${key}`;
    if (typeof value === 'string') {
      flat[id] = value;
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      Object.assign(flat, flattenCatalogue(value, id));
    } else {
      throw new Error(`${id}: a catalogue holds texts and groups of texts only`);
    }
  }
  return flat;
}

/** The number a plural counts, written as the language writes it: `useT` gives it as the value `<name>#`. */
const countSlot = (name) => `${name}#`;

/**
 * Plurals become a choice on the number itself: in both of the storefront's languages (English and European
 * Portuguese) `one` is exactly 1 for whole numbers, so `{n, plural, one {# x} other {# xs}}` is compiled as
 * `{n, select, 1 {<n#> x} other {<n#> xs}}`, where `n#` is the number already written out (`useT`). Lingui's
 * plural writes `#` with Intl.NumberFormat and picks its case with Intl.PluralRules, and their first use loads
 * ICU's locale data: about 30 ms of a phone's main thread while the page starts (a profile of the booking
 * calendar). A plural with other cases (`=0`, `few`, an offset) is refused: a language that needs them needs this
 * function changed.
 */
export function withoutIntlPlurals(message) {
  if (!Array.isArray(message)) {
    return message;
  }
  return message.map((part) => {
    if (!Array.isArray(part)) {
      return part;
    }
    const [name, type, cases] = part;
    if (type !== 'plural') {
      return cases && typeof cases === 'object'
        ? [
            name,
            type,
            Object.fromEntries(Object.entries(cases).map(([key, m]) => [key, withoutIntlPlurals(m)])),
          ]
        : part;
    }
    const { offset = 0, ...choices } = cases;
    const keys = Object.keys(choices).sort().join(', ');
    if (keys !== 'one, other' || offset !== 0) {
      throw new Error(
        `a plural of {${name}} has the cases ${keys} (offset ${offset}): only one and other are supported`,
      );
    }
    const numbered = (caseMessage) =>
      withoutIntlPlurals(Array.isArray(caseMessage) ? caseMessage : [caseMessage]).map((token) =>
        token === '#' ? [countSlot(name)] : token,
      );
    return [name, 'select', { 1: numbered(choices.one), other: numbered(choices.other) }];
  });
}

/** A catalogue file's source → its compiled messages by id. */
export function compileCatalogue(source, namespace) {
  const compiled = {};
  for (const [id, text] of Object.entries(flattenCatalogue(JSON.parse(source), namespace))) {
    try {
      compiled[id] = withoutIntlPlurals(compileMessageOrThrow(text));
    } catch (error) {
      throw new Error(`${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return compiled;
}

/** Vite: a catalogue file is imported as its compiled messages (still JSON, which Vite then turns into a module). */
export function cataloguePlugin() {
  return {
    name: 'roteiro-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const match = CATALOGUE_FILE.exec(id.split('?')[0] ?? '');
      if (!match) {
        return null;
      }
      return { code: JSON.stringify(compileCatalogue(code, match[2])), map: null };
    },
  };
}
