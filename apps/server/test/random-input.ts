import type { JsonSchemaNode } from './input-schemas.ts';

/** A seeded random source (mulberry32): the same seed sends the same bodies, so a failure can be replayed. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof createRandom>;

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
export const randomUuid = (random: Random) =>
  `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`;

/** Texts that have broken servers: control characters, surrogates, markup, SQL, huge and odd numbers as text. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '😀🇵🇹',
  '\u202Egnp.exe',
  '<script>alert(1)</script>',
  '\'; drop table "user"; --',
  "$`$&$'",
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  'null',
  'true',
  '-1',
  '1e309',
  'NaN',
  '9999-99-99',
  '24:60',
  'a@b',
  '@',
  'x@y.z',
  'public/activity/../../secret',
  `http://${'a'.repeat(300)}.example`,
  'javascript:alert(1)',
];
const NASTY_NUMBERS = [
  0,
  -1,
  1,
  0.5,
  -0.0001,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e308,
  -1e308,
  123456789.123,
];

function randomText(random: Random, maxLength: number): string {
  if (random.chance(0.3)) {
    return random.pick(NASTY_TEXTS);
  }
  const alphabets = [
    'abcdefghijklmnopqrstuvwxyz',
    'ÁÉÍÓÚãõçàâêôüñß',
    '0123456789',
    ' -_.,:/@#%&+',
    '漢字かなカナ',
  ];
  const length = random.chance(0.1) ? maxLength + random.int(0, 2) : random.int(0, Math.min(maxLength, 40));
  const alphabet = random.pick(alphabets);
  return Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
}

/** A value of no particular shape: what a careless or hostile client may send anywhere. */
export function randomJson(random: Random, depth = 0): unknown {
  switch (random.int(0, depth > 2 ? 3 : 5)) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
      return random.pick(NASTY_NUMBERS);
    case 3:
      return randomText(random, 60);
    case 4:
      return Array.from({ length: random.int(0, 4) }, () => randomJson(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(0, 4) }, () => [
          randomText(random, 12),
          randomJson(random, depth + 1),
        ]),
      );
  }
}

/** Texts a pattern or format of the app's schemas admits, so that a body gets past its first check often enough. */
function textFor(random: Random, node: JsonSchemaNode, ids: readonly string[]): string {
  const pattern = node.pattern ?? '';
  if (node.format === 'uuid' || pattern.includes('[0-9a-fA-F]{8}')) {
    return ids.length > 0 && random.chance(0.6) ? random.pick(ids) : randomUuid(random);
  }
  if (node.format === 'date' || pattern.startsWith('^\\d{4}-')) {
    const day = new Date(Date.now() + random.int(-400, 400) * 86_400_000).toISOString().slice(0, 10);
    return pattern.includes('(0[1-9]|1[0-2])$') ? day.slice(0, 7) : day;
  }
  if (pattern.includes(':[0-5]\\d') || pattern.startsWith('^([01]')) {
    return `${String(random.int(0, 23)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`;
  }
  if (pattern.includes('@')) {
    return `${randomText(random, 12).replace(/[\s@]/g, '') || 'someone'}@example.test`.toLowerCase();
  }
  if (pattern.startsWith('^public\\/activity')) {
    return `public/activity/${randomUuid(random)}${pattern.includes('mp4') ? '.mp4' : ''}`;
  }
  if (pattern.startsWith('^public\\/blog')) {
    return `public/blog/${randomUuid(random)}`;
  }
  if (pattern.includes('https?')) {
    return `https://example.test/${randomText(random, 20).replace(/\s/g, '')}`;
  }
  if (pattern.includes('[A-Za-z0-9]{7}')) {
    return hex(random, 7).toUpperCase();
  }
  if (pattern.startsWith('^acct_')) {
    return `acct_${hex(random, 16)}`;
  }
  const min = node.minLength ?? 0;
  const text = randomText(random, node.maxLength ?? 200);
  return text.length < min ? text.padEnd(min, 'x') : text;
}

function numberFor(random: Random, node: JsonSchemaNode, isInteger: boolean): number {
  if (random.chance(0.2)) {
    return random.pick(NASTY_NUMBERS);
  }
  const min = node.minimum ?? node.exclusiveMinimum ?? 0;
  const max = Math.min(node.maximum ?? node.exclusiveMaximum ?? min + 10_000, min + 10_000);
  const value = min + random.next() * (max - min);
  return isInteger ? Math.round(value) : value;
}

/**
 * A value shaped by a JSON Schema node (what the route's zod schema accepts, roughly), with a chance at every
 * level of something else: a wrong type, a missing or extra field, a text past its limit. `ids` are real row ids
 * to use where a uuid is asked for.
 */
export function valueFor(random: Random, node: JsonSchemaNode | undefined, ids: readonly string[]): unknown {
  if (!node || random.chance(0.04)) {
    return randomJson(random);
  }
  const choices = [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  if (choices.length > 0) {
    return valueFor(random, random.pick(choices), ids);
  }
  if (node.const !== undefined) {
    return node.const;
  }
  if (node.enum) {
    return random.pick(node.enum);
  }
  const type = Array.isArray(node.type) ? random.pick(node.type) : node.type;
  switch (type) {
    case 'object': {
      const properties = Object.entries(node.properties ?? {});
      const required = new Set(node.required ?? []);
      const object: Record<string, unknown> = {};
      for (const [key, child] of properties) {
        if (required.has(key) ? random.chance(0.97) : random.chance(0.6)) {
          object[key] = valueFor(random, child, ids);
        }
      }
      if (random.chance(0.05)) {
        object[randomText(random, 10)] = randomJson(random);
      }
      return object;
    }
    case 'array': {
      const min = node.minItems ?? 0;
      const max = Math.min(node.maxItems ?? 5, 6);
      const length = random.chance(0.05) ? (node.maxItems ?? 5) + 1 : random.int(min, Math.max(min, max));
      return Array.from({ length }, () => valueFor(random, node.items, ids));
    }
    case 'string':
      return textFor(random, node, ids);
    case 'integer':
      return numberFor(random, node, true);
    case 'number':
      return numberFor(random, node, false);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    default:
      return randomJson(random);
  }
}
