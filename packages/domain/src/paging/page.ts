// No zod here: the storefront pages lists and should not download zod for it (paging.ts has the schemas).

/** The largest page any list serves; each list has its own default size below it. */
export const PAGE_SIZE_MAX = 100;
/** The deepest page a list serves (an offset beyond it is never useful to a person). */
export const PAGE_MAX = 10_000;
export const SEARCH_MAX_LENGTH = 200;

/** One page of a list, with the total number of rows for the pager. */
export type TPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The query string of a list request, leaving out what is at its default. */
export function pageQueryString(query: { page: number; pageSize?: number; search?: string }): string {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  if (query.pageSize !== undefined) {
    params.set('pageSize', String(query.pageSize));
  }
  if (query.search) {
    params.set('search', query.search);
  }
  return params.toString();
}
