// The storefront's message catalogues (issue 14): one JSON file per language and namespace under
// src/shared/i18n/locales/<locale>/<namespace>.json, written as nested objects of ICU MessageFormat texts
// ("{count, plural, one {# place} other {# places}}"). The build flattens each file into message ids
// ("<namespace>.<key>.<key>") and compiles every text into Lingui's compiled form, so the browser loads
// no message parser: only @lingui/core's small runtime.

import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A catalogue file's path: its locale and its namespace. */
export const CATALOGUE_FILE = /[\\/]src[\\/]shared[\\/]i18n[\\/]locales[\\/]([\w-]+)[\\/](\w+)\.json$/;

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

/** A catalogue file's source → its compiled messages by id. */
export function compileCatalogue(source, namespace) {
  const compiled = {};
  for (const [id, text] of Object.entries(flattenCatalogue(JSON.parse(source), namespace))) {
    try {
      compiled[id] = compileMessageOrThrow(text);
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
