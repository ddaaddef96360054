import { messages } from '@roteiro/domain/messages/messages';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Parses input with a domain schema; a failure is a 400 with the schema's message per field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
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
