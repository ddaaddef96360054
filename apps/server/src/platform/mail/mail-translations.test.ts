import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { isTranslated, namespaceOf, type TTextArg, tableOf, wordText } from '@roteiro/domain/i18n/texts';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');
const TEMPLATES = join(import.meta.dirname, 'templates');

/** The server's modules whose texts a traveller reads in their language: every e-mail, and the test-mode checkout. */
const TEXT_MODULES = [
  ...readdirSync(TEMPLATES)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(TEMPLATES, file)),
  join(SRC, 'modules', 'test-provider', 'test-provider.pages.ts'),
];

/** Every Portuguese catalogue of the server (locales/pt-PT/<namespace>.json under src), by namespace. */
const CATALOGUES = new Map(
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => /(^|\/)locales\/pt-PT\/\w+\.json$/.test(file))
    .map((file) => [
      /(\w+)\.json$/.exec(file)?.[1] ?? file,
      JSON.parse(readFileSync(join(SRC, file), 'utf8')) as Record<string, unknown>,
    ]),
);

const namespaceOrNull = (value: unknown) => {
  if (!value || (typeof value !== 'object' && typeof value !== 'function')) {
    return null;
  }
  try {
    return namespaceOf(value);
  } catch {
    return null;
  }
};

/** The tables of texts the modules define (defineTexts), by namespace: loading them registers their catalogues. */
const TABLES = new Map<string, Readonly<Record<string, unknown>>>();
for (const module of await Promise.all(TEXT_MODULES.map((file) => import(file)))) {
  for (const value of Object.values(module as Record<string, unknown>)) {
    const namespace = namespaceOrNull(value);
    if (namespace) {
      TABLES.set(namespace, value as Readonly<Record<string, unknown>>);
    }
  }
}

/** `{ a: { b: 'text' } }` → `{ 'a.b': 'text' }`, as a catalogue's nested keys name a table's dotted ones. */
const flatten = (tree: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`)),
    ),
  );

/** The values a message reads: `{0}`, `{1, plural, …}` → [0, 1]. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\d+)\s*[,}]/g)].map((match) => Number(match[1])))].sort();

describe('the Portuguese of the server’s e-mails and test-mode checkout', () => {
  it('finds every table, each with its catalogue, and no catalogue without a table', () => {
    expect([...TABLES.keys()].sort()).toEqual(
      expect.arrayContaining(['mailBooking', 'mailLayout', 'mailSignInLink', 'testCheckout']),
    );
    expect([...TABLES.keys()].filter((namespace) => !CATALOGUES.has(namespace))).toEqual([]);
    expect([...CATALOGUES.keys()].filter((namespace) => !tableOf({ id: `${namespace}.x` }))).toEqual([]);
    // One namespace across the project: the server's e-mails are the `mail…` ones.
    for (const namespace of TABLES.keys()) {
      expect(namespace).toMatch(/^(mail[A-Z]\w*|testCheckout)$/);
    }
  });

  for (const [namespace, table] of TABLES) {
    const portuguese = flatten(CATALOGUES.get(namespace) ?? {});

    it(`${namespace}: translates every text of the table, and only those`, () => {
      expect(Object.keys(table).filter((key) => !(key in portuguese))).toEqual([]);
      expect(Object.keys(portuguese).filter((key) => !(key in table))).toEqual([]);
    });

    it(`${namespace}: reads exactly the values its English takes, and words them`, () => {
      for (const [key, message] of Object.entries(portuguese)) {
        const text = table[key];
        const takes = typeof text === 'function' ? text.length : 0;
        const id = `${namespace}.${key}`;
        expect(placeholders(message), id).toEqual(Array.from({ length: takes }, (_, index) => index));
        expect(isTranslated(id, 'pt-PT'), id).toBe(true);
        const args: TTextArg[] = Array.from({ length: takes }, (_, index) => `value${index}`);
        const worded = wordText({ id, args }, 'pt-PT') ?? '';
        expect(worded, id).not.toMatch(/[{}]/);
        expect(worded.length, id).toBeGreaterThan(0);
        for (const arg of args) {
          expect(worded, id).toContain(arg);
        }
      }
    });
  }

  it('leaves no Portuguese copy in a template: every text is in a table and its catalogue', () => {
    for (const file of TEXT_MODULES) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/['"]pt-PT['"]\s*:\s*\{/);
    }
  });
});
