import { z } from 'zod';
import { defineTexts, textRef } from '../i18n/texts.ts';
import { PAGE_MAX, PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from './page.ts';

export const pagingTexts = defineTexts('paging', {
  pageInvalid: 'The page must be a whole number from 1.',
  pageSizeInvalid: `The page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`,
  searchTooLong: 'The search is too long',
});

/**
 * The query of every paged list: 1-based page, an optional page size (the list's own default when
 * absent) and an optional search text. Lists with filters extend it.
 */
export const ZPageQuery = z.object({
  page: z.coerce
    .number({ message: textRef(pagingTexts, 'pageInvalid') })
    .int({ message: textRef(pagingTexts, 'pageInvalid') })
    .min(1, { message: textRef(pagingTexts, 'pageInvalid') })
    .max(PAGE_MAX, { message: textRef(pagingTexts, 'pageInvalid') })
    .default(1),
  pageSize: z.coerce
    .number({ message: textRef(pagingTexts, 'pageSizeInvalid') })
    .int({ message: textRef(pagingTexts, 'pageSizeInvalid') })
    .min(1, { message: textRef(pagingTexts, 'pageSizeInvalid') })
    .max(PAGE_SIZE_MAX, { message: textRef(pagingTexts, 'pageSizeInvalid') })
    .optional(),
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, { message: textRef(pagingTexts, 'searchTooLong') })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type TPageQuery = z.output<typeof ZPageQuery>;

/** The contract of a page of `item`s. */
export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
