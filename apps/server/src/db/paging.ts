import type { TPage } from '@roteiro/domain/paging/page';

/** Where a page of a list starts and how many rows it takes. */
export type PageWindow = { page: number; pageSize: number; limit: number; offset: number };

/** The window of a page query; `defaultPageSize` is the list's own size when the query gives none. */
export function pageWindow(
  query: { page: number; pageSize?: number | undefined },
  defaultPageSize: number,
): PageWindow {
  const pageSize = query.pageSize ?? defaultPageSize;
  return { page: query.page, pageSize, limit: pageSize, offset: (query.page - 1) * pageSize };
}

/** A page answer from the rows of a window and the total. */
export function toPage<T>(items: T[], total: number, window: PageWindow): TPage<T> {
  return { items, total, page: window.page, pageSize: window.pageSize };
}

/** A text typed in a search box as an ILIKE pattern: "contains", with %, _ and \ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
