import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** Which domain text a message is, and its values (i18n/texts.ts). */
export const ZTextRef = z.object({
  id: z.string(),
  args: z.array(z.union([z.string(), z.number()])).optional(),
});

/** The body of every error answer, as a contract (kept apart from errors.ts, which the storefront loads). */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    text: ZTextRef.optional(),
    fields: z.record(z.string(), z.string()).optional(),
    fieldTexts: z.record(z.string(), ZTextRef).optional(),
  }),
});
