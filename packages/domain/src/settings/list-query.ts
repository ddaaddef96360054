import { z } from 'zod';

/** Query of an admin table: 1-based page and an optional search text (name or e-mail). */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** One page of a table, with the total number of rows for the pager. */
export type TPage<T> = { items: T[]; total: number; page: number; pageSize: number };
