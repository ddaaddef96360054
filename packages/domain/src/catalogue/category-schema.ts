import { z } from 'zod';
import { textRef } from '../i18n/texts.ts';
import { catalogueFormMessages as m } from './activity-messages.ts';
import { CATEGORY_KEYS } from './categories.ts';

export const ZCategoryKey = z.enum(CATEGORY_KEYS);

/** Chosen categories, each once (at most every category). */
export const ZCategoryKeys = z
  .array(ZCategoryKey, { error: textRef(m, 'categoryInvalid') })
  .max(CATEGORY_KEYS.length, { message: textRef(m, 'categoryInvalid') })
  .transform((keys) => [...new Set(keys)]);
