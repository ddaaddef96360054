import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module, the build's own (vite.config.ts)
import { compileCatalogue, flattenCatalogue } from '../../../scripts/catalogues.mjs';
import { NAMESPACES } from './catalogues.ts';

/**
 * The storefront's catalogues: every English text has its Portuguese, with the same placeholders and
 * the same numbered tags, and every text compiles.
 */
const dir = join(import.meta.dirname, 'locales');
const read = (locale: string, namespace: string) =>
  readFileSync(join(dir, locale, `${namespace}.json`), 'utf8');

/** The names a compiled message interpolates, and its tags (`<0>`), sorted. */
function slotsOf(compiled: unknown): string[] {
  const slots = new Set<string>();
  const tags = (text: string) => {
    for (const tag of text.matchAll(/<(\d+)\/?>/g)) {
      slots.add(`<${tag[1]}>`);
    }
  };
  // A message is a text or a list of texts and placeholders; a placeholder is `[name, type?, cases?]`,
  // whose cases (plural, select) are messages again.
  const visitMessage = (message: unknown) => {
    if (typeof message === 'string') {
      tags(message);
      return;
    }
    for (const part of Array.isArray(message) ? message : []) {
      if (typeof part === 'string') {
        tags(part);
      } else if (Array.isArray(part)) {
        slots.add(String(part[0]));
        if (part[2] && typeof part[2] === 'object') {
          Object.values(part[2]).forEach(visitMessage);
        }
      }
    }
  };
  visitMessage(compiled);
  return [...slots].sort();
}

describe('message catalogues', () => {
  it('has a file per language and namespace, and no other', () => {
    for (const locale of ['en', 'pt-PT']) {
      expect(readdirSync(join(dir, locale)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: the same texts in English and Portuguese, with the same placeholders`, () => {
      const en = compileCatalogue(read('en', namespace), namespace) as Record<string, unknown>;
      const pt = compileCatalogue(read('pt-PT', namespace), namespace) as Record<string, unknown>;
      expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
      for (const [id, message] of Object.entries(en)) {
        expect(slotsOf(pt[id]), id).toEqual(slotsOf(message));
      }
      const ptTexts = flattenCatalogue(JSON.parse(read('pt-PT', namespace)), namespace) as Record<
        string,
        string
      >;
      for (const [id, text] of Object.entries(ptTexts)) {
        expect(text.trim(), id).not.toBe('');
      }
    });
  }
});
