import { hasForbiddenCharacter } from '@roteiro/domain/common/text';
import { messages } from '@roteiro/domain/messages/messages';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** The paths of every text (or key) in a parsed JSON, query or form value that holds a forbidden character. */
function forbiddenPaths(value: unknown, path: string[], found: string[]): string[] {
  if (typeof value === 'string') {
    if (hasForbiddenCharacter(value)) {
      found.push(path.length > 0 ? path.join('.') : '_');
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      forbiddenPaths(item, [...path, String(index)], found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const isKeyForbidden = hasForbiddenCharacter(key);
      forbiddenPaths(isKeyForbidden ? '\u0000' : item, [...path, isKeyForbidden ? '_key' : key], found);
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
  const forbidden = forbiddenPaths(value, [], []);
  if (forbidden.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      messages.invalidInput,
      Object.fromEntries(forbidden.map((path) => [path, messages.textHasForbiddenCharacter])),
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
  throw new AppError('VALIDATION_FAILED', messages.invalidInput, fields);
}
