import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** The body of every error answer, as a contract (kept apart from errors.ts, which the storefront loads). */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
