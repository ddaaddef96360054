import { z } from 'zod';
import { catalogueFormMessages as m } from './activity-messages.ts';
import { CATEGORY_KEYS } from './categories.ts';

export const ZCategoryKey = z.enum(CATEGORY_KEYS);

/** Chosen categories, each once (at most every category). */
export const ZCategoryKeys = z
  .array(ZCategoryKey, { error: m.categoryInvalid })
  .max(CATEGORY_KEYS.length, { message: m.categoryInvalid })
  .transform((keys) => [...new Set(keys)]);
