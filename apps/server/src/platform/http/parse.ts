import { hasForbiddenCharacter } from '@roteiro/domain/common/text';
import { textRef } from '@roteiro/domain/i18n/texts';
import { messages } from '@roteiro/domain/messages/messages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** JSON bodies nest at most this deep (a 2,000-level body overflowed the stack of the walk below: a 500). */
export const JSON_DEPTH_MAX = 64;

/** Whether a parsed JSON value nests objects and lists more than `max` levels deep (walked without recursion). */
export function isNestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') {
      continue;
    }
    if (depth > max) {
      return true;
    }
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      pending.push([child, depth + 1]);
    }
  }
  return false;
}

const tooDeepError = () => new AppError('BAD_REQUEST', textRef(messages, 'jsonTooDeep'));

/**
 * Fastify's JSON body parser (prototype poisoning refused, as by default), refusing a body nested past
 * `JSON_DEPTH_MAX` with a 400 on every route, those that read no body included.
 */
export function refuseDeepJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // The default parser answers at once (its own errors: empty or invalid JSON, prototype poisoning).
    let parsed: { error: Error | null; value?: unknown } = { error: null };
    void parseJson(request, typeof body === 'string' ? body : body.toString(), (error, value) => {
      parsed = { error, value };
    });
    if (!parsed.error && isNestedDeeperThan(parsed.value, JSON_DEPTH_MAX)) {
      done(tooDeepError());
      return;
    }
    done(parsed.error, parsed.value);
  });
}

/**
 * The paths of every text (or key) in a parsed JSON, query or form value that holds a forbidden character, in
 * document order. Walked with a stack of its own, not by recursion, so no input can overflow the call stack.
 */
function forbiddenPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string[]][] = [[value, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (hasForbiddenCharacter(item)) {
        found.push(path.length > 0 ? path.join('.') : '_');
      }
      continue;
    }
    if (item === null || typeof item !== 'object') {
      continue;
    }
    const entries = Array.isArray(item)
      ? item.map((child, index): [string, unknown] => [String(index), child])
      : Object.entries(item);
    // Pushed last to first, so the first child is walked first.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i] as [string, unknown];
      const isKeyForbidden = hasForbiddenCharacter(key);
      pending.push([isKeyForbidden ? '\u0000' : child, [...path, isKeyForbidden ? '_key' : key]]);
    }
  }
  return found;
}

/**
 * Parses input with a domain schema; a failure is a 400 with the schema's message per field. A NUL character or
 * half of a surrogate pair anywhere is refused first, whatever the schema (PostgreSQL cannot store them: they
 * were 500s).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (isNestedDeeperThan(value, JSON_DEPTH_MAX)) {
    throw tooDeepError();
  }
  const forbidden = forbiddenPaths(value);
  if (forbidden.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      textRef(messages, 'invalidInput'),
      Object.fromEntries(forbidden.map((path) => [path, textRef(messages, 'textHasForbiddenCharacter')])),
    );
  }
  const result = schema.safeParse(value ?? {});
  if (result.success) {
    return result.data;
  }
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  throw new AppError('VALIDATION_FAILED', textRef(messages, 'invalidInput'), fields);
}
