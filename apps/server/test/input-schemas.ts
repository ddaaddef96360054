import { z } from 'zod';
import type { RegisteredRoute } from '../src/platform/http/routing.ts';

/** A JSON Schema node as `z.toJSONSchema` writes it (only what the walkers read). */
export type JsonSchemaNode = {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  prefixItems?: JsonSchemaNode[];
  additionalProperties?: JsonSchemaNode | boolean;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

export type InputPart = 'body' | 'query' | 'params';

/** PostgreSQL's `integer`. */
const INT_MAX = 2_147_483_647;

const converted = new WeakMap<z.ZodType, JsonSchemaNode>();

/** A route's input schema as JSON Schema (what a client may send), or undefined when it takes none. */
export function inputJsonSchema(route: RegisteredRoute, part: InputPart): JsonSchemaNode | undefined {
  const schema = route.input?.[part];
  if (!schema) {
    return undefined;
  }
  const known = converted.get(schema);
  if (known) {
    return known;
  }
  const node = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
  converted.set(schema, node);
  return node;
}

/** A pattern anchored at both ends with no unbounded repetition: the text it admits has a bounded length. */
export function isBoundedPattern(pattern: string): boolean {
  const withoutEscapes = pattern.replace(/\\./g, '');
  return (
    pattern.startsWith('^') && pattern.endsWith('$') && !/[+*]|\{\d+,\}/.test(withoutEscapes.slice(1, -1))
  );
}

/**
 * Every place under `node` where a client can send text or a list of unbounded length, or a number without a
 * minimum and maximum (an integer column overflows past 2^31), by path.
 */
export function unboundedInputs(node: JsonSchemaNode | undefined, path: string): string[] {
  if (!node || typeof node !== 'object') {
    return [];
  }
  const found: string[] = [];
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const isFixed = node.enum !== undefined || node.const !== undefined || node.format === 'uuid';
  if (
    types.includes('string') &&
    !isFixed &&
    node.maxLength === undefined &&
    !(node.pattern && isBoundedPattern(node.pattern))
  ) {
    found.push(`${path} (text)`);
  }
  if (types.includes('array') && node.maxItems === undefined && !node.prefixItems) {
    found.push(`${path} (list)`);
  }
  // zod writes the safe-integer range for any `.int()`: what counts is a range an `integer` column can hold.
  const minimum = node.minimum ?? node.exclusiveMinimum ?? Number.NEGATIVE_INFINITY;
  const maximum = node.maximum ?? node.exclusiveMaximum ?? Number.POSITIVE_INFINITY;
  if (
    (types.includes('number') || types.includes('integer')) &&
    !(minimum >= -INT_MAX && maximum <= INT_MAX)
  ) {
    found.push(`${path} (number)`);
  }
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    found.push(...unboundedInputs(child, `${path}.${key}`));
  }
  found.push(...unboundedInputs(node.items, `${path}[]`));
  for (const child of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    found.push(...unboundedInputs(child, path));
  }
  if (node.additionalProperties && typeof node.additionalProperties === 'object') {
    found.push(...unboundedInputs(node.additionalProperties, `${path}.*`));
  }
  return found;
}

type ZodDef = { type: string; coerce?: boolean } & Record<string, unknown>;
const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** Where a zod schema converts a value of another type (z.coerce): `true` becomes 1, `1` becomes "1". */
export function coercedPaths(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) {
    return [];
  }
  seen.add(schema);
  const found = def.coerce ? [path] : [];
  const children: [unknown, string][] = [];
  if (def.type === 'object') {
    for (const [key, child] of Object.entries((def.shape as Record<string, unknown>) ?? {})) {
      children.push([child, `${path}.${key}`]);
    }
  }
  if (def.type === 'array') {
    children.push([def.element, `${path}[]`]);
  }
  for (const key of ['innerType', 'in', 'out', 'left', 'right', 'valueType', 'schema']) {
    if (def[key]) {
      children.push([def[key], path]);
    }
  }
  for (const option of (def.options as unknown[] | undefined) ?? []) {
    children.push([option, path]);
  }
  for (const [child, childPath] of children) {
    found.push(...coercedPaths(child, childPath, seen));
  }
  return found;
}
