import { z } from 'zod';
import { CATEGORY_KEYS } from './categories.ts';

export const ZCategoryKey = z.enum(CATEGORY_KEYS);
